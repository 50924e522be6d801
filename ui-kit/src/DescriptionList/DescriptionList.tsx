import { Fragment, type ReactNode } from 'react';
import { StyledDescriptionList, type DescriptionListLayout } from './DescriptionList.styles';

export interface DescriptionItem {
  /** React key; defaults to the term when the term is a string. */
  id?: string;
  term: ReactNode;
  details: ReactNode;
}

export interface DescriptionListProps {
  items: DescriptionItem[];
  /** 'columns': term beside its details (default); 'stacked': term above its details. */
  layout?: DescriptionListLayout;
  'aria-label'?: string;
}

/** Label/value pairs (`dl`): stay dates, contacts, an apartment's details. */
export function DescriptionList({
  items,
  layout = 'columns',
  'aria-label': ariaLabel,
}: DescriptionListProps) {
  return (
    <StyledDescriptionList $layout={layout} aria-label={ariaLabel}>
      {items.map((item, index) => (
        <Fragment key={item.id ?? (typeof item.term === 'string' ? item.term : index)}>
          <dt>{item.term}</dt>
          <dd>{item.details}</dd>
        </Fragment>
      ))}
    </StyledDescriptionList>
  );
}
