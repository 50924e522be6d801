import { lazy, Suspense, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { Spinner, Stack } from '@soglia/ui-kit';
import { commonMessages as m } from './messages';

function Loading() {
  const intl = useIntl();
  return (
    <Stack align="center" padding="xxxl">
      <Spinner size="lg" label={intl.formatMessage(m.loading)} />
    </Stack>
  );
}

/**
 * A screen whose code is downloaded the first time one of its URLs opens, with a spinner
 * meanwhile, so the console's first screen does not pay for every section.
 */
export function lazyScreen(load: () => Promise<ComponentType>): ComponentType {
  const Screen = lazy(async () => ({ default: await load() }));
  return function LazyScreen() {
    return (
      <Suspense fallback={<Loading />}>
        <Screen />
      </Suspense>
    );
  };
}
