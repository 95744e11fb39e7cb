/** Our Swahili translation of the default texts of the public pages (Terms and Privacy stay English until reviewed). */
import type { PageTranslations } from "@/shared/page-content";

export const SW_PAGE_TEXTS = {
  home: {
    heroBadge: "Salamu za video za kibinafsi",
    heroTitle: "Video ya kibinafsi kutoka kwa",
    heroTitleHighlight: "nyota wakubwa zaidi wa Afrika",
    heroDescription:
      "Agiza ujumbe wa kipekee kutoka kwa wanamuziki, waigizaji, wachekeshaji na wanamichezo unaowapenda, kwa siku ya kuzaliwa, harusi, maneno ya kutia moyo au kwa furaha tu. Unaletewa kwenye simu yako, tayari kushirikiwa.",
    heroCTAButton: "Vinjari watu mashuhuri",
    heroSecondaryButton: "Jinsi inavyofanya kazi",
    featuredSectionTitle: "Nyota walioangaziwa",
    ctaTitle: "Uko tayari kumfurahisha mtu leo?",
    ctaDescription:
      "Mshangaze rafiki, mtie moyo mwenzako wa timu au sherehekea hatua muhimu kwa ujumbe kutoka kwa nyota anayempenda.",
    ctaPrimaryButton: "Vinjari watu mashuhuri",
    ctaSecondaryButton: "Jiunge / Fungua akaunti",
  },
  about: {
    eyebrow: "Kuhusu sisi",
    pageTitle: "Kuhusu Salamu",
    intro:
      "Salamu inawaunganisha mashabiki na watu mashuhuri, washawishi na watayarishi wa maudhui wa Kiafrika wanaowapenda, kupitia ujumbe wa video uliobinafsishwa kwa nyakati muhimu maishani.",
    storyTitle: "Safari yetu",
    missionStatement:
      "Salamu ilianza na wazo rahisi: kila shabiki anastahili kupata ujumbe wa siku ya kuzaliwa kutoka kwa nyota wake wa Bongo Flava au Afrobeats, maneno ya kutia moyo kutoka kwa gwiji wa soka au salamu za harusi kutoka kwa nyota wa Nollywood. Tulijenga jukwaa ambapo mashabiki popote duniani wanaweza kuwaomba nyota wa Afrika wakati wa kipekee kwa ajili yao, na ambapo nyota hao wanaweza kukubali kwa masharti yao wenyewe.",
    visionTitle: "Maono yetu",
    visionStatement:
      "Tunataka Salamu iwe mahali pa kukutana kwa mashabiki na nyota wao kote Afrika na ughaibuni: jukwaa ambalo kila shabiki anaweza kulipa kwa sarafu yake, kila mtu mashuhuri amethibitishwa na analipwa kwa haki, na kila video inakuwa kumbukumbu inayostahili kushirikiwa.",
    howTitle: "Jinsi Salamu inavyofanya kazi",
    howContent:
      "Mashabiki huvinjari watu mashuhuri waliothibitishwa, huchagua tukio na kuandika kile ambacho wangependa kusikia. Kisha hulipa kwa usalama kwa kadi, uhamisho wa benki au pesa kwa simu, kwa sarafu yao wenyewe.",
    howContent2:
      "Mtu mashuhuri hurekodi video iliyobinafsishwa ndani ya muda wake wa kujibu, na shabiki hujulishwa mara tu ikiwa tayari kutazamwa, kupakuliwa na kushirikiwa. Ombi likikataliwa, shabiki hurejeshewa pesa zake zote moja kwa moja.",
    joinTitle: "Jiunge na jumuiya yetu",
    joinContent:
      "Je, wewe ni mwanamuziki, mwigizaji, mchekeshaji, mwanamichezo au mtayarishi wa maudhui? Jiunge na Salamu ili kuungana na mashabiki wako kwa njia mpya na kupata kipato kutokana na kila video maalum unayorekodi.",
    joinPrimaryButton: "Jiunge kama mtu mashuhuri",
    joinSecondaryButton: "Vinjari watu mashuhuri",
    contactTitle: "Wasiliana nasi",
    contactIntro: "Tungependa kusikia kutoka kwako, iwe wewe ni shabiki, mtu mashuhuri au chapa ya biashara.",
  },
  business: {
    eyebrow: "Ushirikiano",
    pageTitle: "Salamu kwa Biashara",
    subheading: "Leta nyota wakubwa zaidi wa Afrika kwenye chapa yako, tukio lako au timu yako.",
    description:
      "Kuanzia uzinduzi wa bidhaa hadi sherehe za mwisho wa mwaka, video iliyobinafsishwa kutoka kwa mtu mashuhuri anayependwa na hadhira yako hufanya tukio lisisahaulike. Tueleze unachofikiria, na timu yetu ya ushirikiano itampata nyota anayefaa na kushughulikia mambo yote.",
    ctaButtonText: "Tuma ombi lako",
    section1Title: "Kampeni za chapa",
    section1Text:
      "Jumbe na video fupi za matangazo kutoka kwa sauti za Kiafrika zinazoaminika, kwa ajili ya uzinduzi wa bidhaa, kampeni za mitandao ya kijamii na matangazo.",
    section2Title: "Matukio ya kampuni",
    section2Text:
      "Fungua kongamano, washangaze wafanyakazi kwenye mkutano wa pamoja au pamba usiku wa tuzo kwa ujumbe uliorekodiwa kwa ajili ya hadhira yako.",
    section3Title: "Kuwatambua wafanyakazi",
    section3Text:
      "Sherehekea hatua muhimu, wakaribishe wafanyakazi wapya na uwashukuru wateja wako kwa video watakazozishiriki kwa miaka mingi.",
  },
  contact: {
    eyebrow: "Tuko hapa kukusaidia",
    pageTitle: "Wasiliana nasi",
    description: "Una swali kuhusu ombi, malipo au kufanya kazi na Salamu? Tutumie ujumbe na tutakujibu hivi karibuni.",
    emailTitle: "Tutumie barua pepe",
    emailText: "Kwa kawaida timu yetu hujibu ndani ya siku moja ya kazi.",
    phoneTitle: "Tupigie simu",
    phoneText: "Zungumza na mtu wa timu yetu ya huduma kwa wateja.",
    phoneHours: "Jumatatu hadi Ijumaa, saa 2 asubuhi hadi saa 11 jioni (saa za Afrika Magharibi, WAT)",
    officeTitle: "Tembelea ofisi yetu",
    officeText: "Makao Makuu ya Salamu",
    officeAddress: "12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria",
    formTitle: "Tutumie ujumbe",
    formDescription: "Tafadhali jaza sehemu zote.",
    formNameLabel: "Jina lako",
    formNamePlaceholder: "Andika jina lako",
    formEmailLabel: "Anwani ya barua pepe",
    formEmailPlaceholder: "Andika barua pepe yako",
    formSubjectLabel: "Mada",
    formSubjectPlaceholder: "Ujumbe huu unahusu nini?",
    formMessageLabel: "Ujumbe",
    formMessagePlaceholder: "Andika ujumbe wako hapa…",
    formSubmitButton: "Tuma ujumbe",
    formSubmittingButton: "Inatuma…",
    successToastTitle: "Ujumbe umetumwa!",
    successToastDescription: "Tumepokea ujumbe wako na tutakujibu hivi karibuni.",
  },
  help: {
    eyebrow: "Msaada",
    pageTitle: "Kituo cha msaada",
    description: "Kila kitu unachohitaji kujua kuhusu kuagiza, kupokea na kushiriki video zako zilizobinafsishwa.",
    card1Title: "Maswali ya kawaida",
    card1Text: "Majibu ya haraka kuhusu maombi, uwasilishaji, kurejeshewa pesa na malipo.",
    card1LinkText: "Soma maswali ya kawaida",
    card2Title: "Masharti na faragha",
    card2Text: "Kanuni za jukwaa letu na jinsi tunavyolinda data yako.",
    card2LinkText: "Tazama masharti yetu",
    card3Title: "Wasiliana na huduma kwa wateja",
    card3Text: "Hujapata unachohitaji? Timu yetu iko tayari kukusaidia.",
    card3LinkText: "Wasiliana nasi",
    faqTitle: "Maswali yanayoulizwa mara kwa mara",
    faq1Question: "Ninaombaje video kutoka kwa mtu mashuhuri?",
    faq1Answer:
      "Vinjari watu mashuhuri wetu na ufungue wasifu wa nyota unayemtaka. Chagua tukio, jaza fomu ya ombi ukieleza video ni ya nani na ungependa aseme nini, lipa kwa usalama, kisha subiri video yako ifike.",
    faq2Question: "Inachukua muda gani kupokea video yangu?",
    faq2Answer:
      "Kila mtu mashuhuri ana {deliveryWindow} kuanzia ulipolipa kurekodi na kuwasilisha video yako, na wengi humaliza mapema zaidi. Tutakutumia barua pepe mara tu itakapokuwa tayari kutazamwa, kupakuliwa na kushirikiwa. Isipowasilishwa kwa wakati, muda wa ombi unaisha na unarejeshewa pesa zako zote.",
    faq3Question: "Nini kitatokea mtu mashuhuri akikataa ombi langu?",
    faq3Answer:
      "Unarejeshewa pesa zako zote moja kwa moja kupitia njia uliyotumia kulipa. Uko huru kuomba video kutoka kwa nyota mwingine wakati wowote.",
    faq4Question: "Naweza kuomba mabadiliko kwenye video yangu?",
    faq4Answer:
      "Video huwasilishwa kama zilivyorekodiwa na mtu mashuhuri. Ikiwa kuna tatizo kubwa, kama jina au tukio lisilo sahihi, tafadhali wasiliana na timu yetu ya huduma kwa wateja nasi tutakusaidia.",
    faq5Question: "Mnakubali njia gani za malipo?",
    faq5Answer:
      "Tunakubali kadi kuu za benki, pesa kwa simu kama M-Pesa, na uhamisho wa benki katika nchi nyingi, yote yakishughulikiwa kwa usalama na mtoa huduma wetu wa malipo. Bei huonyeshwa kwa sarafu ya nchi yako.",
    stillTitle: "Bado una maswali?",
    stillText:
      "Timu yetu ya huduma kwa wateja hujibu Jumatatu hadi Ijumaa, saa 2 asubuhi hadi saa 11 jioni (saa za Afrika Magharibi).",
    stillButton: "Wasiliana na timu ya huduma kwa wateja",
  },
} satisfies PageTranslations;
