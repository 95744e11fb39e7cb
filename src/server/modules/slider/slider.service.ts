import { asc, count, eq, max } from "drizzle-orm";
import {
  type AdminSliderItem,
  SLIDER_IMAGE_SIZE,
  SLIDER_TRANSLATED_FIELDS,
  type SliderDirection,
  type SliderItemValues,
} from "@/shared/schemas/slider";
import { translationStatus } from "@/shared/schemas/translations";
import type { Database } from "../../db/client";
import { sliderItems } from "../../db/schema/index";
import { conflict, notFound } from "../../errors";
import { keptTranslations } from "../../lib/content-language";
import type { PublicChanges } from "../../lib/public-changes";
import type { Storage } from "../../providers/storage/storage";
import { deleteStoredImage, type ImageVariant, processImage, storeImage } from "../images/images";

const VARIANTS: ImageVariant[] = [{ name: "banner", ...SLIDER_IMAGE_SIZE, fit: "cover" }];
const NOT_FOUND = "Slider item not found";

type Row = typeof sliderItems.$inferSelect;

const toItem = (row: Row): AdminSliderItem => ({
  id: row.id,
  title: row.title,
  description: row.description,
  imageUrl: row.imageUrl,
  buttonText: row.buttonText,
  buttonLink: row.buttonLink,
  active: row.active,
  sortOrder: row.sortOrder,
  createdAt: row.createdAt.toISOString(),
  translations: row.translations,
  translationStatus: translationStatus(row, row.translations, SLIDER_TRANSLATED_FIELDS),
});

/** The columns a save writes: translations only when the form sent them (an edit without keeps the saved ones). */
const columnsOf = ({ translations, ...values }: SliderItemValues) => ({
  ...values,
  ...(translations && { translations: keptTranslations(translations) }),
});

/** The display order: sort_order, then the older first (rows of a fresh database may share an order). */
const displayOrder = [asc(sliderItems.sortOrder), asc(sliderItems.createdAt), asc(sliderItems.id)];

/**
 * The home page's banner slides, for staff with `slider`. Nothing here is cached: GET /api/slider reads the
 * table on every request (browsers revalidate it by ETag); the home page's rendered HTML is, and every
 * change tells `publicChanges`, so it shows on every instance at once.
 */
export function createSliderService({
  db,
  storage,
  publicChanges,
}: {
  db: Database;
  storage: Storage;
  publicChanges: Pick<PublicChanges, "changed">;
}) {
  async function list(): Promise<AdminSliderItem[]> {
    const rows = await db
      .select()
      .from(sliderItems)
      .orderBy(...displayOrder);
    return rows.map(toItem);
  }

  async function find(id: string): Promise<Row> {
    const [row] = await db.select().from(sliderItems).where(eq(sliderItems.id, id));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  /** Removes an uploaded banner no slide uses any more (the same picture uploaded twice is one file). */
  async function dropImageIfUnused(url: string) {
    const [used] = await db.select({ total: count() }).from(sliderItems).where(eq(sliderItems.imageUrl, url));
    if ((used?.total ?? 0) === 0) await deleteStoredImage(storage, url, VARIANTS);
  }

  /** Re-encodes an uploaded picture as the 21:9 banner; answers its URL for the form to save. */
  async function uploadImage(bytes: Buffer): Promise<string> {
    const image = await processImage(bytes, VARIANTS, { scope: "slider" });
    const urls = await storeImage(storage, image);
    return urls.banner!;
  }

  /** A new slide goes last, active. */
  async function create(values: SliderItemValues): Promise<AdminSliderItem> {
    const row = await db.transaction(async (tx) => {
      const [last] = await tx.select({ value: max(sliderItems.sortOrder) }).from(sliderItems);
      const [inserted] = await tx
        .insert(sliderItems)
        .values({ ...columnsOf(values), active: true, sortOrder: (last?.value ?? -1) + 1 })
        .returning();
      return inserted!;
    });
    publicChanges.changed();
    return toItem(row);
  }

  async function update(id: string, values: SliderItemValues) {
    const before = await find(id);
    const [after] = await db.update(sliderItems).set(columnsOf(values)).where(eq(sliderItems.id, id)).returning();
    if (!after) throw notFound(NOT_FOUND);
    publicChanges.changed();
    if (before.imageUrl !== after.imageUrl) await dropImageIfUnused(before.imageUrl);
    return { before: toItem(before), after: toItem(after) };
  }

  async function setActive(id: string, active: boolean) {
    const before = await find(id);
    const [after] = await db.update(sliderItems).set({ active }).where(eq(sliderItems.id, id)).returning();
    if (!after) throw notFound(NOT_FOUND);
    publicChanges.changed();
    return { before: toItem(before), after: toItem(after) };
  }

  async function remove(id: string): Promise<AdminSliderItem> {
    const [deleted] = await db.delete(sliderItems).where(eq(sliderItems.id, id)).returning();
    if (!deleted) throw notFound(NOT_FOUND);
    publicChanges.changed();
    await dropImageIfUnused(deleted.imageUrl);
    return toItem(deleted);
  }

  /**
   * Moves a slide one place up or down, in one transaction: every row is locked, the two swap places and
   * the whole list is renumbered 0..n-1, so the order stays strict even when rows shared a sort_order. The
   * first slide cannot go up, the last cannot go down (409, nothing changed).
   */
  async function move(id: string, direction: SliderDirection) {
    const moved = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: sliderItems.id, sortOrder: sliderItems.sortOrder })
        .from(sliderItems)
        .orderBy(...displayOrder)
        .for("update");
      const from = rows.findIndex((row) => row.id === id);
      if (from === -1) throw notFound(NOT_FOUND);
      const to = direction === "up" ? from - 1 : from + 1;
      if (to < 0) throw conflict("SLIDER_AT_TOP", "The first slide cannot move up");
      if (to >= rows.length) throw conflict("SLIDER_AT_BOTTOM", "The last slide cannot move down");
      const before = rows.map((row) => row.id);
      const order = [...before];
      [order[from], order[to]] = [order[to]!, order[from]!];
      for (const [index, rowId] of order.entries()) {
        if (rows.find((row) => row.id === rowId)!.sortOrder === index) continue;
        await tx.update(sliderItems).set({ sortOrder: index }).where(eq(sliderItems.id, rowId));
      }
      return { before, after: order };
    });
    publicChanges.changed();
    return moved;
  }

  return {
    list,
    find: async (id: string) => toItem(await find(id)),
    uploadImage,
    create,
    update,
    setActive,
    remove,
    move,
  };
}

export type SliderService = ReturnType<typeof createSliderService>;
