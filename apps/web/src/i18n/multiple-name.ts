import type { MultipleKind } from '@furlong/contract';
import type { MessageId } from './catalogues';

/** The name players use for a multiple: Double, Treble, 4-fold ... 6-fold, or Kenchi. */
export function multipleNameOf(
  kind: MultipleKind,
  legCount: number,
): { id: MessageId; values: { legs: number } } {
  const values = { legs: legCount };
  if (kind === 'KENCHI') return { id: 'multiple.kenchi', values };
  if (legCount === 2) return { id: 'multiple.double', values };
  if (legCount === 3) return { id: 'multiple.treble', values };
  return { id: 'multiple.fold', values };
}
