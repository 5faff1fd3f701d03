import type { Promotion, PromotionBody } from '@furlong/contract';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { promotions } from './content.schema';
import { toDateOrNull, toIsoOrNull, type ContentStore } from './content-store';

type PromotionRow = typeof promotions.$inferSelect;

const toPromotion = (row: PromotionRow): Promotion => ({
  uid: row.id,
  title: row.title,
  image_url: row.imageUrl,
  image_alt: row.imageAlt,
  link: row.link,
  body: row.body,
  sort_order: row.sortOrder,
  active_from: toIsoOrNull(row.activeFrom),
  active_to: toIsoOrNull(row.activeTo),
});

const toColumns = (body: PromotionBody) => ({
  title: body.title,
  imageUrl: body.image_url,
  imageAlt: body.image_alt,
  link: body.link,
  body: body.body,
  sortOrder: body.sort_order,
  activeFrom: toDateOrNull(body.active_from),
  activeTo: toDateOrNull(body.active_to),
});

const displayOrder = [asc(promotions.sortOrder), asc(promotions.createdAt), asc(promotions.id)];

export const promotionStore: ContentStore<PromotionBody, Promotion> = {
  kind: 'promotion',
  async listActive(db, now) {
    const rows = await db
      .select()
      .from(promotions)
      .where(
        and(
          or(isNull(promotions.activeFrom), lte(promotions.activeFrom, now)),
          or(isNull(promotions.activeTo), gt(promotions.activeTo, now)),
        ),
      )
      .orderBy(...displayOrder);
    return rows.map(toPromotion);
  },
  async listAll(db) {
    return (
      await db
        .select()
        .from(promotions)
        .orderBy(...displayOrder)
    ).map(toPromotion);
  },
  async insert(db, body) {
    const [row] = await db.insert(promotions).values(toColumns(body)).returning();
    if (!row) throw new Error('promotion insert returned no row');
    return toPromotion(row);
  },
  async update(db, uid, body, now) {
    const [row] = await db
      .update(promotions)
      .set({ ...toColumns(body), updatedAt: now })
      .where(eq(promotions.id, uid))
      .returning();
    return row && toPromotion(row);
  },
  async remove(db, uid) {
    const [row] = await db.delete(promotions).where(eq(promotions.id, uid)).returning();
    return row && toPromotion(row);
  },
  labelOf: (promotion) => promotion.title,
};
