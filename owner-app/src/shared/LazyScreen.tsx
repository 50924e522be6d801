import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
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

/**
 * A part of a screen that only some visits open (a modal, a tab, a call), downloaded the first
 * time it renders: the screen's first paint does not pay for it. `fallback` meanwhile (nothing
 * by default: a modal appears once its code has arrived; a tab passes `'spinner'`).
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode | 'spinner' = null,
): ComponentType<Props> {
  const Part = lazy(async () => ({ default: await load() })) as unknown as ComponentType<Props>;
  return function LazyPart(props: Props) {
    return (
      <Suspense fallback={fallback === 'spinner' ? <Loading /> : fallback}>
        {createElement(Part, props)}
      </Suspense>
    );
  };
}
