import styled from 'styled-components';
import { Route, Routes } from 'shared-contracts';
import { CookieBanner } from './consent/CookieBanner';
import { CookiePreferencesDialog } from './consent/CookiePreferencesDialog';
import { RemoteRoute } from './federation/RemoteRoute';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { FullPageNavigation } from './routing/FullPageNavigation';
import { NotFoundPage } from './routing/NotFoundPage';
import { PersonalPage } from './routing/PersonalPage';
import { useRouteTable } from './routing/routeTable';
import { ShellEffects } from './startup/ShellEffects';
import { useInteractiveMark } from './startup/useInteractiveMark';

// At least a screen tall, so the footer starts below the fold and never jumps while a page loads.
const Main = styled.main`
  flex: 1;
  width: 100%;
  min-height: 100vh;
`;

export function App() {
  useInteractiveMark();
  const routes = useRouteTable();
  return (
    <>
      <Header />
      <Main id="main">
        <Routes>
          {routes.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={
                <PersonalPage route={route}>
                  <RemoteRoute key={route.path} route={route} />
                </PersonalPage>
              }
            />
          ))}
          <Route path="/comfyui/*" element={<FullPageNavigation />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Main>
      <Footer />
      <CookieBanner />
      <CookiePreferencesDialog />
      <ShellEffects />
    </>
  );
}
