import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, DateInput, TextInput } from '@soglia/ui-kit';
import { checkinProfilesMessages as m } from './messages';
import { EMPTY_SEARCH, type CheckinProfileSearch } from './searchParams';

const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
  grid-template-columns: minmax(0, 1fr);
  margin-bottom: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.wide} {
    grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  & > * {
    flex: 1 1 auto;
  }
`;

export interface CheckinProfileSearchFormProps {
  /** The criteria of the URL; give the form a `key` of them so back / forward refill it. */
  initial: CheckinProfileSearch;
  onSearch: (search: CheckinProfileSearch) => void;
}

/** Nome, Cognome, Data di check-in, with Cerca and Reimposta (empty criteria: today's view). */
export function CheckinProfileSearchForm({ initial, onSearch }: CheckinProfileSearchFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [values, setValues] = useState<CheckinProfileSearch>(initial);
  const set = (field: keyof CheckinProfileSearch) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(values);
  };
  const reset = () => {
    setValues(EMPTY_SEARCH);
    onSearch(EMPTY_SEARCH);
  };

  return (
    <Fields role="search" aria-label={t(m.searchLabel)} onSubmit={submit} noValidate>
      <TextInput
        label={t(m.name)}
        name="name"
        autoComplete="off"
        value={values.name}
        onChange={set('name')}
      />
      <TextInput
        label={t(m.surname)}
        name="surname"
        autoComplete="off"
        value={values.surname}
        onChange={set('surname')}
      />
      <DateInput label={t(m.checkInDate)} name="date" value={values.date} onChange={set('date')} />
      <Buttons>
        <Button type="submit">{t(m.search)}</Button>
        <Button variant="secondary" onClick={reset}>
          {t(m.reset)}
        </Button>
      </Buttons>
    </Fields>
  );
}
