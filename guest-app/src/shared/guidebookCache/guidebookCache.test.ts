import type { InfoEntry, LanguageCode } from '@soglia/api-client';
import { makeInfo } from '@soglia/api-client/testing/fixtures';
import { createGuidebookCache } from './guidebookCache';

describe('guidebook cache', () => {
  it('asks once per language and keeps every language it received', async () => {
    const asked: LanguageCode[] = [];
    const cache = createGuidebookCache(async (language) => {
      asked.push(language);
      return [makeInfo({ title: language })];
    });
    expect(cache.peek('it')).toBeUndefined();
    const [first, second] = await Promise.all([cache.load('it'), cache.load('it')]);
    expect(first).toBe(second);
    expect(cache.peek('it')).toBe(first);
    expect((await cache.load('de'))[0].title).toBe('de');
    expect((await cache.load('it'))[0].title).toBe('it');
    expect(asked).toEqual(['it', 'de']);
  });

  it('forgets a failure, so the next load asks again', async () => {
    let fail = true;
    const cache = createGuidebookCache(async () => {
      if (fail) throw new Error('offline');
      return [makeInfo()];
    });
    await expect(cache.load('fr')).rejects.toThrow('offline');
    expect(cache.peek('fr')).toBeUndefined();
    fail = false;
    expect(await cache.load('fr')).toHaveLength(1);
  });

  it('treats an unexpected answer as no articles', async () => {
    const cache = createGuidebookCache(async () => ({}) as unknown as InfoEntry[]);
    expect(await cache.load('en')).toEqual([]);
  });
});
