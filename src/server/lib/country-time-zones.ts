import { AFRICAN_COUNTRIES } from "@/shared/african-countries";

type CountryCode = (typeof AFRICAN_COUNTRIES)[number]["code"];

/**
 * The clock each African country keeps, by ISO code (the capital's zone where a country has two: DR Congo's
 * Kinshasa). A moment written for a star ("deliver by ...") is in their country's time, not UTC.
 */
const TIME_ZONES: Record<CountryCode, string> = {
  DZ: "Africa/Algiers",
  AO: "Africa/Luanda",
  BJ: "Africa/Porto-Novo",
  BW: "Africa/Gaborone",
  BF: "Africa/Ouagadougou",
  BI: "Africa/Bujumbura",
  CV: "Atlantic/Cape_Verde",
  CM: "Africa/Douala",
  CF: "Africa/Bangui",
  TD: "Africa/Ndjamena",
  KM: "Indian/Comoro",
  CG: "Africa/Brazzaville",
  CI: "Africa/Abidjan",
  DJ: "Africa/Djibouti",
  CD: "Africa/Kinshasa",
  EG: "Africa/Cairo",
  GQ: "Africa/Malabo",
  ER: "Africa/Asmara",
  SZ: "Africa/Mbabane",
  ET: "Africa/Addis_Ababa",
  GA: "Africa/Libreville",
  GM: "Africa/Banjul",
  GH: "Africa/Accra",
  GN: "Africa/Conakry",
  GW: "Africa/Bissau",
  KE: "Africa/Nairobi",
  LS: "Africa/Maseru",
  LR: "Africa/Monrovia",
  LY: "Africa/Tripoli",
  MG: "Indian/Antananarivo",
  MW: "Africa/Blantyre",
  ML: "Africa/Bamako",
  MR: "Africa/Nouakchott",
  MU: "Indian/Mauritius",
  MA: "Africa/Casablanca",
  MZ: "Africa/Maputo",
  NA: "Africa/Windhoek",
  NE: "Africa/Niamey",
  NG: "Africa/Lagos",
  RW: "Africa/Kigali",
  ST: "Africa/Sao_Tome",
  SN: "Africa/Dakar",
  SC: "Indian/Mahe",
  SL: "Africa/Freetown",
  SO: "Africa/Mogadishu",
  ZA: "Africa/Johannesburg",
  SS: "Africa/Juba",
  SD: "Africa/Khartoum",
  TZ: "Africa/Dar_es_Salaam",
  TG: "Africa/Lome",
  TN: "Africa/Tunis",
  UG: "Africa/Kampala",
  ZM: "Africa/Lusaka",
  ZW: "Africa/Harare",
};

/** The time zone of a country named by its ISO code ("NG") or its catalogue slug ("nigeria"); else null. */
export function timeZoneOfCountry(country: string | null | undefined): string | null {
  if (!country) return null;
  const found = AFRICAN_COUNTRIES.find(({ code, slug }) => code === country.toUpperCase() || slug === country);
  return found ? TIME_ZONES[found.code] : null;
}
