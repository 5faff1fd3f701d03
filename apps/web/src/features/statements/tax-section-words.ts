import type { MessageId } from '../../i18n/catalogues';

/**
 * The Act and section the server names for a year's TDS (`TAX_LABELS` in the contract), as a
 * catalogue message: English reads exactly what the server sends, other languages name the Act
 * in their own words. A citation of no known shape stays as sent: it is data.
 */
const SECTION_MESSAGES: Readonly<Record<string, MessageId>> = {
  'Section 194BB of the Income-tax Act, 1961': 'statements.section.incomeTaxAct1961',
  'Section 393(3) of the Income-tax Act, 2025 (Table, S. No. 3)':
    'statements.section.incomeTaxAct2025',
};

export function sectionMessage(tdsSection: string): MessageId | undefined {
  return SECTION_MESSAGES[tdsSection];
}
