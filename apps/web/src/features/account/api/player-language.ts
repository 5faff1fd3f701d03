import { languageReplySchema, type LanguageReply } from '@furlong/contract';
import { apiPaths } from '../../../config/paths';
import { requestJson } from '../../../lib/api-client';

/** Keeps the language on the account; the player's record (`customerSelf`) carries it back. */
export function savePlayerLanguage(language: string): Promise<LanguageReply> {
  return requestJson(apiPaths.language, {
    method: 'PUT',
    body: { language },
    schema: languageReplySchema,
  });
}
