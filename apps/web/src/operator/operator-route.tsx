import Typography from '@mui/material/Typography';
import { RawIntlProvider } from 'react-intl';
import { Route, Routes } from 'react-router';
import { intlFor } from '../i18n/intl';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { RequireOperator } from './features/auth/components/require-operator';
import { OperatorSignInScreen } from './features/auth/components/operator-sign-in-screen';
import { consoleSections } from './console-sections';
import { ConsoleShell } from './shell/console-shell';
import { FirstSection, SectionGate } from './shell/section-gate';

/**
 * Everything under /operator, loaded by the app router as one lazy route (`Component` is the
 * name React Router's route.lazy expects), so a player never downloads any of it.
 */
export function Component() {
  // The console speaks English whatever language the player app on this device speaks.
  return (
    <RawIntlProvider value={intlFor(DEFAULT_LANGUAGE)}>
      <Routes>
        <Route path="login" element={<OperatorSignInScreen />} />
        <Route
          element={
            <RequireOperator>
              <ConsoleShell />
            </RequireOperator>
          }
        >
          <Route index element={<FirstSection />} />
          {consoleSections.map((section) => (
            <Route
              key={section.path}
              path={`${section.path}/*`}
              element={<SectionGate permission={section.permission}>{section.element}</SectionGate>}
            />
          ))}
          <Route
            path="*"
            element={
              <Typography component="h1" variant="h5">
                No such console page
              </Typography>
            }
          />
        </Route>
      </Routes>
    </RawIntlProvider>
  );
}
