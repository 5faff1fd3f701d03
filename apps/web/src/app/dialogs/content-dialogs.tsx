import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { PageLoading } from '../../components/page-loading';
import { useDialogs, type DialogName } from './dialog-context';

const ContentDialog = lazy(() => import('../../features/content/components/content-dialog'));

interface ContentEntry {
  name: DialogName;
  title: string;
  Text: LazyExoticComponent<ComponentType>;
}

/** One text file per dialog, so the full texts can replace the summaries one by one. */
const CONTENT: ContentEntry[] = [
  {
    name: 'terms',
    title: 'Terms and Conditions',
    Text: lazy(() => import('../../features/content/terms-text')),
  },
  {
    name: 'privacy',
    title: 'Privacy Policy',
    Text: lazy(() => import('../../features/content/privacy-text')),
  },
  { name: 'help', title: 'Help', Text: lazy(() => import('../../features/content/help-text')) },
  {
    name: 'responsibleGambling',
    title: 'Responsible Gambling',
    Text: lazy(() => import('../../features/content/responsible-gambling-text')),
  },
  {
    name: 'bettingRules',
    title: 'Betting Rules',
    Text: lazy(() => import('../../features/content/betting-rules-text')),
  },
];

export const CONTENT_LINKS = CONTENT.map(({ name, title }) => ({ name, title }));

export function ContentDialogs() {
  const dialogs = useDialogs();
  return (
    <>
      {CONTENT.filter(({ name }) => dialogs.isOpen(name)).map(({ name, title, Text }) => (
        <Suspense key={name} fallback={null}>
          <ContentDialog title={title} onClose={() => dialogs.close(name)}>
            <Suspense fallback={<PageLoading label={`Loading ${title}`} />}>
              <Text />
            </Suspense>
          </ContentDialog>
        </Suspense>
      ))}
    </>
  );
}
