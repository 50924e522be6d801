import { createElement, lazy, type ComponentType } from 'react';
import type { GuestProfile } from '@soglia/api-client';

export type SectionProps = {
  profile: GuestProfile;
  /**
   * Merges changed fields into the profile the whole dashboard shows
   * (docs/product.md § The guest flow).
   */
  onProfileUpdate?: (patch: Partial<GuestProfile>) => void;
};

/** A section screen whose code is downloaded the first time it renders. */
export type LazySectionScreen = ComponentType<SectionProps> & {
  /** After a failed download: the next render downloads again instead of failing at once. */
  reset(): void;
};

/**
 * React.lazy around a section's chunk. React.lazy remembers a failed import forever; `reset`
 * starts over so the guest's "Try again" after a dropped connection really fetches the chunk.
 */
export function lazySection(load: () => Promise<ComponentType<SectionProps>>): LazySectionScreen {
  const create = () => lazy(() => load().then((Screen) => ({ default: Screen })));
  let Lazy = create();
  const Section = (props: SectionProps) => createElement(Lazy, props);
  return Object.assign(Section, {
    reset() {
      Lazy = create();
    },
  });
}
