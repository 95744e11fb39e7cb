/**
 * Illustrated portraits for the demo catalogue, drawn locally with DiceBear's "Avataaars" style (by Pablo
 * Stanley, free for personal and commercial use; see the README). The same username always draws the same
 * face, so every machine seeds the same pictures, and no network is involved.
 *
 * Each SVG is rasterised by sharp and then goes through the ordinary photo pipeline (lib/images.ts): the
 * result is stored and served exactly like a photo a celebrity uploaded.
 */

import { avataaars } from "@dicebear/collection";
import { createAvatar } from "@dicebear/core";
import sharp from "sharp";
import { PHOTO_SIZES } from "@/shared/images";
import { processImage, squareVariants, storeImage } from "../modules/images/images";
import type { Storage } from "../providers/storage/storage";
import type { DemoCelebrity } from "./demo-data";

type Look = DemoCelebrity["look"];

// Deep to warm browns for the stars south of the Sahara; lighter warm tones for Egypt and Morocco.
const SKIN_TONES = ["4f3328", "614335", "6f4a35", "7a4a32", "8d5524", "ae5d29"];
const NORTH_AFRICAN_SKIN_TONES = ["ae5d29", "c68642", "d08b5b"];
const HAIR_COLOURS = ["1b1512", "2c1b18", "3b2a24", "4a312c"];

const HAIR: Record<Look, string[]> = {
  feminine: [
    "bigHair",
    "bob",
    "bun",
    "curly",
    "curvy",
    "dreads",
    "frida",
    "fro",
    "froBand",
    "longButNotTooLong",
    "miaWallace",
    "straight01",
    "straightAndStrand",
  ],
  masculine: [
    "dreads01",
    "dreads02",
    "frizzle",
    "shortCurly",
    "shortFlat",
    "shortRound",
    "shortWaved",
    "sides",
    "theCaesar",
    "theCaesarAndSidePart",
  ],
};

// Warm backdrops in the site's palette (orange, amber, teal, plum, slate blue).
const BACKDROPS = ["f97316", "fbbf24", "2dd4bf", "a78bfa", "60a5fa", "fb7185", "34d399"];

export type PortraitSubject = Pick<DemoCelebrity, "username" | "look" | "country">;

/** The SVG of one demo star's portrait: deterministic for a username, friendly faces only. */
export function portraitSvg(subject: PortraitSubject): string {
  const northAfrican = subject.country === "egypt" || subject.country === "morocco";
  return createAvatar(avataaars, {
    seed: `salamu:${subject.username}`,
    size: PHOTO_SIZES.at(-1),
    style: ["default"],
    backgroundType: ["gradientLinear"],
    backgroundColor: BACKDROPS,
    skinColor: northAfrican ? NORTH_AFRICAN_SKIN_TONES : SKIN_TONES,
    hairColor: HAIR_COLOURS,
    facialHairColor: HAIR_COLOURS,
    top: HAIR[subject.look] as never,
    topProbability: 100,
    facialHairProbability: subject.look === "masculine" ? 35 : 0,
    accessoriesProbability: 12,
    accessories: ["prescription01", "prescription02", "round", "wayfarers"],
    mouth: ["smile", "default", "twinkle"],
    eyes: ["default", "happy", "wink", "squint"],
    eyebrows: ["default", "defaultNatural", "raisedExcited", "raisedExcitedNatural"],
    clothing: ["blazerAndShirt", "blazerAndSweater", "collarAndSweater", "hoodie", "shirtCrewNeck", "shirtVNeck"],
  }).toString();
}

const PHOTO_VARIANTS = squareVariants(PHOTO_SIZES);
const LARGEST_PHOTO = String(PHOTO_SIZES.at(-1));

/**
 * Draws, encodes and stores a demo star's portrait as their profile photo (scope as an upload's, so the
 * file names match what the celebrity's own upload of the same picture would be); answers its URL.
 */
export async function storeDemoPortrait(storage: Storage, profileId: string, subject: PortraitSubject) {
  // Uncompressed PNG: it is only handed to the pipeline, which does the real encoding.
  const png = await sharp(Buffer.from(portraitSvg(subject)))
    .png({ compressionLevel: 0 })
    .toBuffer();
  const image = await processImage(png, PHOTO_VARIANTS, { scope: `celebrity-photo:${profileId}` });
  const urls = await storeImage(storage, image);
  return urls[LARGEST_PHOTO]!;
}
