import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { lazy } from '../../lib/lazy';
import { PageLoading } from '../../components/page-loading';
import type { MessageId } from '../../i18n/catalogues';
import { useDialogs, type DialogName } from './dialog-context';
import { useT } from '../../i18n/use-t';

const ContentDialog = lazy(() => import('../../features/content/components/content-dialog'));

interface ContentEntry {
  name: DialogName;
  titleId: MessageId;
  Text: LazyExoticComponent<ComponentType>;
  /** A legal text: English is the binding one, whatever the player's language. */
  isBindingEnglish?: boolean;
}

/** One text file per dialog, so the full texts can replace the summaries one by one. */
const CONTENT: ContentEntry[] = [
  {
    name: 'terms',
    titleId: 'content.terms',
    isBindingEnglish: true,
    Text: lazy(() => import('../../features/content/terms-text')),
  },
  {
    name: 'privacy',
    titleId: 'content.privacy',
    isBindingEnglish: true,
    Text: lazy(() => import('../../features/content/privacy-text')),
  },
  {
    name: 'help',
    titleId: 'content.help',
    Text: lazy(() => import('../../features/content/help-text')),
  },
  {
    name: 'responsibleGambling',
    titleId: 'content.responsibleGambling',
    Text: lazy(() => import('../../features/content/responsible-gambling-text')),
  },
  {
    name: 'bettingRules',
    titleId: 'content.bettingRules',
    isBindingEnglish: true,
    Text: lazy(() => import('../../features/content/betting-rules-text')),
  },
];

export const CONTENT_LINKS = CONTENT.map(({ name, titleId }) => ({ name, titleId }));

export function ContentDialogs() {
  const dialogs = useDialogs();
  const { t } = useT();
  return (
    <>
      {CONTENT.filter(({ name }) => dialogs.isOpen(name)).map(
        ({ name, titleId, Text, isBindingEnglish }) => (
          <Suspense key={name} fallback={null}>
            <ContentDialog
              title={t(titleId)}
              onClose={() => dialogs.close(name)}
              isBindingEnglish={isBindingEnglish}
            >
              <Suspense
                fallback={<PageLoading label={t('common.loadingNamed', { name: t(titleId) })} />}
              >
                <Text />
              </Suspense>
            </ContentDialog>
          </Suspense>
        ),
      )}
    </>
  );
}
