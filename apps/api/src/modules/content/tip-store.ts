import { addDays, indiaDayOf, TIPS_DAYS_AHEAD, type Tip, type TipBody } from '@furlong/contract';
import { asc, between, eq } from 'drizzle-orm';
import { tips } from './content.schema';
import type { ContentStore } from './content-store';

type TipRow = typeof tips.$inferSelect;

const toTip = (row: TipRow): Tip => ({
  uid: row.id,
  venue_code: row.venueCode,
  venue: row.venue,
  country: row.country,
  link: row.link,
  date: row.day,
  text: row.text,
});

const toColumns = (body: TipBody) => ({
  venueCode: body.venue_code,
  venue: body.venue,
  country: body.country,
  link: body.link,
  day: body.date,
  text: body.text,
});

const displayOrder = [asc(tips.day), asc(tips.venueCode), asc(tips.createdAt), asc(tips.id)];

/** Players see the tips of today and the next few race days (India time); past days drop off. */
export const tipStore: ContentStore<TipBody, Tip> = {
  kind: 'tip',
  async listActive(db, now) {
    const today = indiaDayOf(now);
    const rows = await db
      .select()
      .from(tips)
      .where(between(tips.day, today, addDays(today, TIPS_DAYS_AHEAD)))
      .orderBy(...displayOrder);
    return rows.map(toTip);
  },
  async listAll(db) {
    return (
      await db
        .select()
        .from(tips)
        .orderBy(...displayOrder)
    ).map(toTip);
  },
  async insert(db, body) {
    const [row] = await db.insert(tips).values(toColumns(body)).returning();
    if (!row) throw new Error('tip insert returned no row');
    return toTip(row);
  },
  async update(db, uid, body, now) {
    const [row] = await db
      .update(tips)
      .set({ ...toColumns(body), updatedAt: now })
      .where(eq(tips.id, uid))
      .returning();
    return row && toTip(row);
  },
  async remove(db, uid) {
    const [row] = await db.delete(tips).where(eq(tips.id, uid)).returning();
    return row && toTip(row);
  },
  labelOf: (tip) => `${tip.venue_code} ${tip.date}`,
};
