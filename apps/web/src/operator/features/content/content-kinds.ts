import { bannerListSchema, promotionListSchema, tipListSchema } from '@furlong/contract';
import type { ZodType } from 'zod';

export interface ContentField {
  name: string;
  label: string;
  /** Number fields are sent as numbers; empty optional fields are sent as null. */
  type?: 'number';
  isOptional?: boolean;
}

export interface ContentKind {
  collection: 'banners' | 'tips' | 'promotions';
  label: string;
  listSchema: ZodType<{ uid: string }[]>;
  /** What a row shows in the list. */
  summary: (item: Record<string, unknown>) => string;
  fields: ContentField[];
}

export const CONTENT_KINDS: ContentKind[] = [
  {
    collection: 'banners',
    label: 'Banners',
    listSchema: bannerListSchema,
    summary: (item) =>
      `${String(item.sort_order)} · ${String(item.banner_type)} · ${String(item.title)}`,
    fields: [
      { name: 'banner_type', label: 'Type (IMAGE or VIDEO)' },
      { name: 'url', label: 'Image or video address' },
      { name: 'title', label: 'Title' },
      { name: 'alt_text', label: 'Description for screen readers' },
      { name: 'link', label: 'Link', isOptional: true },
      { name: 'sort_order', label: 'Order', type: 'number' },
      { name: 'active_from', label: 'Active from (ISO time)', isOptional: true },
      { name: 'active_to', label: 'Active to (ISO time)', isOptional: true },
    ],
  },
  {
    collection: 'tips',
    label: 'Tips',
    listSchema: tipListSchema,
    summary: (item) => `${String(item.date)} · ${String(item.venue_code)} · ${String(item.text)}`,
    fields: [
      { name: 'venue_code', label: 'Venue code' },
      { name: 'venue', label: 'Venue' },
      { name: 'country', label: 'Country code' },
      { name: 'date', label: 'Race day (YYYY-MM-DD)' },
      { name: 'text', label: 'Tip' },
      { name: 'link', label: 'Link', isOptional: true },
    ],
  },
  {
    collection: 'promotions',
    label: 'Promotions',
    listSchema: promotionListSchema,
    summary: (item) => `${String(item.sort_order)} · ${String(item.title)}`,
    fields: [
      { name: 'title', label: 'Title' },
      { name: 'image_url', label: 'Image address' },
      { name: 'image_alt', label: 'Image description' },
      { name: 'body', label: 'Text', isOptional: true },
      { name: 'link', label: 'Link', isOptional: true },
      { name: 'sort_order', label: 'Order', type: 'number' },
      { name: 'active_from', label: 'Active from (ISO time)', isOptional: true },
      { name: 'active_to', label: 'Active to (ISO time)', isOptional: true },
    ],
  },
];

/** The form's strings as the API's body: numbers as numbers, empty optional fields as null. */
export function toContentBody(
  kind: ContentKind,
  values: Record<string, string>,
): Record<string, unknown> {
  return Object.fromEntries(
    kind.fields.map(({ name, type, isOptional }): [string, unknown] => {
      const raw = (values[name] ?? '').trim();
      if (type === 'number') return [name, Number(raw || '0')];
      if (isOptional && raw === '') return [name, name === 'body' ? '' : null];
      return [name, raw];
    }),
  );
}
