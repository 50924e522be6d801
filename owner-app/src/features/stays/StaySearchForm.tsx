import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, DateInput, Icon } from '@soglia/ui-kit';
import type { StaysQuery } from '@soglia/api-client';
import { fieldProps } from '../../shared/form';
import { staysMessages as m } from './messages';

// Dal and Al side by side; Cerca beside them on wide screens, under them on a phone.
const Fields = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.sizes.pageNarrowWidth};
  margin-bottom: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.narrow} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    & > button {
      grid-column: 1 / -1;
    }
  }
`;

export interface StaySearchFormProps {
  /** The range shown (from the URL): the fields follow it on back / forward. */
  range: StaysQuery;
  onSearch: (range: StaysQuery) => void;
  searching?: boolean;
}

/** Dal / Al (both required, today by default) and Cerca. */
export function StaySearchForm({ range, onSearch, searching = false }: StaySearchFormProps) {
  const intl = useIntl();
  const form = useForm<StaysQuery>({ defaultValues: range });
  const { start_date: start, end_date: end } = range;

  useEffect(() => {
    form.reset({ start_date: start, end_date: end });
  }, [form, start, end]);

  return (
    <Fields
      role="search"
      aria-label={intl.formatMessage(m.searchLabel)}
      noValidate
      onSubmit={form.handleSubmit(onSearch)}
    >
      <DateInput
        label={intl.formatMessage(m.from)}
        required
        {...fieldProps(form, 'start_date', { required: intl.formatMessage(m.fromRequired) })}
      />
      <DateInput
        label={intl.formatMessage(m.to)}
        required
        {...fieldProps(form, 'end_date', {
          required: intl.formatMessage(m.toRequired),
          validate: (value, values) =>
            !values.start_date ||
            value >= values.start_date ||
            intl.formatMessage(m.endBeforeStart),
        })}
      />
      <Button type="submit" loading={searching}>
        <Icon name="search" />
        {intl.formatMessage(m.search)}
      </Button>
    </Fields>
  );
}
