/**
 * Every page but the game's, each loaded when first visited (App.tsx routes here whatever is not the
 * game, so none of their routes or code is in the initial JavaScript).
 */
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { withTexts } from '../i18n/texts';

const LegalPage = lazy(() => import('./LegalPage'));
const NotFound = lazy(() => import('./NotFound'));
const ArchivePage = lazy(withTexts('archive', () => import('./ArchivePage')));
// The league pages' words come with them (this module itself comes with the `play` part).
const LeaguesPage = lazy(withTexts('leagues', () => import('./LeaguesPage')));
const LeaguePage = lazy(withTexts('leagues', () => import('./LeaguePage')));
const JoinLeaguePage = lazy(withTexts('leagues', () => import('./JoinLeaguePage')));

export default function OtherPages() {
  return (
    <Switch>
      <Route path="/archive">
        <Suspense fallback={null}>
          <ArchivePage />
        </Suspense>
      </Route>
      <Route path="/archive/:date">
        {({ date }: { date: string }) => (
          <Suspense fallback={null}>
            <ArchivePage key={date} date={date} />
          </Suspense>
        )}
      </Route>
      <Route path="/leagues">
        <Suspense fallback={null}>
          <LeaguesPage />
        </Suspense>
      </Route>
      <Route path="/leagues/join/:code">
        {({ code }: { code: string }) => (
          <Suspense fallback={null}>
            <JoinLeaguePage key={code} code={code} />
          </Suspense>
        )}
      </Route>
      <Route path="/leagues/:id">
        {({ id }: { id: string }) => (
          <Suspense fallback={null}>
            <LeaguePage key={id} id={id} />
          </Suspense>
        )}
      </Route>
      <Route path="/privacy">
        <Suspense fallback={null}>
          <LegalPage file="/assets/privacy-policy.md" title="Privacy Policy" />
        </Suspense>
      </Route>
      <Route path="/terms">
        <Suspense fallback={null}>
          <LegalPage file="/assets/terms-of-service.md" title="Terms of Service" />
        </Suspense>
      </Route>
      <Route>
        <Suspense fallback={null}>
          <NotFound />
        </Suspense>
      </Route>
    </Switch>
  );
}
