import type { Banner, BannerBody, BannerType } from '@furlong/contract';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { banners } from './content.schema';
import { toDateOrNull, toIsoOrNull, type ContentStore } from './content-store';

type BannerRow = typeof banners.$inferSelect;

const toBanner = (row: BannerRow): Banner => ({
  uid: row.id,
  banner_type: row.bannerType as BannerType,
  url: row.url,
  title: row.title,
  alt_text: row.altText,
  link: row.link,
  sort_order: row.sortOrder,
  active_from: toIsoOrNull(row.activeFrom),
  active_to: toIsoOrNull(row.activeTo),
});

const toColumns = (body: BannerBody) => ({
  bannerType: body.banner_type,
  url: body.url,
  title: body.title,
  altText: body.alt_text,
  link: body.link,
  sortOrder: body.sort_order,
  activeFrom: toDateOrNull(body.active_from),
  activeTo: toDateOrNull(body.active_to),
});

/** Ties on sort order fall back to age, so the order never flips between two reads. */
const displayOrder = [asc(banners.sortOrder), asc(banners.createdAt), asc(banners.id)];

export const bannerStore: ContentStore<BannerBody, Banner> = {
  kind: 'banner',
  async listActive(db, now) {
    const rows = await db
      .select()
      .from(banners)
      .where(
        and(
          or(isNull(banners.activeFrom), lte(banners.activeFrom, now)),
          or(isNull(banners.activeTo), gt(banners.activeTo, now)),
        ),
      )
      .orderBy(...displayOrder);
    return rows.map(toBanner);
  },
  async listAll(db) {
    return (
      await db
        .select()
        .from(banners)
        .orderBy(...displayOrder)
    ).map(toBanner);
  },
  async insert(db, body) {
    const [row] = await db.insert(banners).values(toColumns(body)).returning();
    if (!row) throw new Error('banner insert returned no row');
    return toBanner(row);
  },
  async update(db, uid, body, now) {
    const [row] = await db
      .update(banners)
      .set({ ...toColumns(body), updatedAt: now })
      .where(eq(banners.id, uid))
      .returning();
    return row && toBanner(row);
  },
  async remove(db, uid) {
    const [row] = await db.delete(banners).where(eq(banners.id, uid)).returning();
    return row && toBanner(row);
  },
  labelOf: (banner) => `${banner.banner_type} ${banner.title}`,
};
