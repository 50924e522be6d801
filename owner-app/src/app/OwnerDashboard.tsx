import { useIntl } from 'react-intl';
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter } from 'wouter';
import { Icon, PageLayout, TopNav } from '@soglia/ui-kit';
import { paths } from '../shared/routing';
import { navigationMessages as m } from './messages';
import { OWNER_SECTIONS } from './sections';

/** Top navigation over the sections (it follows the URL) and the screen of the current URL. */
export function OwnerDashboard() {
  const intl = useIntl();
  const { parser } = useRouter();
  const [location, navigate] = useLocation();

  const active =
    OWNER_SECTIONS.find((section) =>
      section.routes.some(({ pattern }) => matchRoute(parser, pattern, location)[0]),
    ) ?? OWNER_SECTIONS[0];
  const items = OWNER_SECTIONS.map(({ id, icon, label }) => ({
    id,
    label: intl.formatMessage(label),
    icon: <Icon name={icon} size={22} />,
  }));

  return (
    <>
      <TopNav
        items={items}
        activeId={active.id}
        onSelect={(id) => {
          const section = OWNER_SECTIONS.find((candidate) => candidate.id === id);
          if (section) navigate(section.path);
        }}
        ariaLabel={intl.formatMessage(m.ariaLabel)}
      />
      <PageLayout as="main" aria-label={intl.formatMessage(active.label)}>
        <Switch>
          {OWNER_SECTIONS.flatMap(({ routes }) =>
            routes.map(({ pattern, screen }) => (
              <Route key={pattern} path={pattern} component={screen} />
            )),
          )}
          <Route>
            <Redirect to={paths.apartments} replace />
          </Route>
        </Switch>
      </PageLayout>
    </>
  );
}
