import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import styled, { useTheme } from 'styled-components';
import type { Stay } from '@soglia/api-client';
import { StayCard } from './StayCard';

/** A stay card's usual height; each row is measured once it renders. */
const ESTIMATED_ROW_HEIGHT = 200;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  /* Cards of one row share its height. */
  & > div {
    display: flex;
  }
  & > div > * {
    flex: 1;
  }
`;

export interface StayListProps {
  stays: Stay[];
  onOpen: (stayId: number) => void;
  'aria-label': string;
  /** A badge for each card, from another feature (the screen composes them). */
  renderBadge?: (stay: Stay) => ReactNode;
}

/** Width of an element, kept current as it resizes. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    setWidth(node.clientWidth);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setWidth(node.clientWidth));
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * The results as a grid of cards that renders only the rows in and near the window, so a host
 * with hundreds of stays in the range does not wait for all of them. The page itself scrolls.
 */
export function StayList({ stays, onOpen, 'aria-label': label, renderBadge }: StayListProps) {
  const theme = useTheme();
  const listRef = useRef<HTMLDivElement>(null);
  const width = useWidth(listRef);
  const gap = Number.parseFloat(theme.space.lg);
  const columns = Math.max(1, Math.floor((width + gap) / (theme.layout.cardMinWidth + gap)));
  const rowCount = Math.ceil(stays.length / columns);

  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const node = listRef.current;
    if (node) setScrollMargin(node.getBoundingClientRect().top + window.scrollY);
  }, [width]);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 3,
    gap,
    scrollMargin,
  });

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const first = row.index * columns;
        return (
          <Row
            key={row.key}
            role="none"
            data-index={row.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: row.start - virtualizer.options.scrollMargin,
              left: 0,
              width: '100%',
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }}
          >
            {stays.slice(first, first + columns).map((stay, offset) => (
              <div
                key={stay.id}
                role="listitem"
                aria-setsize={stays.length}
                aria-posinset={first + offset + 1}
              >
                <StayCard stay={stay} onOpen={onOpen} badge={renderBadge?.(stay)} />
              </div>
            ))}
          </Row>
        );
      })}
    </div>
  );
}
