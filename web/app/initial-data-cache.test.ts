import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import type { TSearchResponse } from '#domain/directory/professionals/search-schemas.ts';
import { renderInitialDataScript } from '#domain/directory/seo/initial-data.ts';
import { ApiError } from '#web/shared/api/http.ts';
import { firmQueryKey } from '../features/directory/firms/firm-api';
import { profileQueryKey } from '../features/directory/professionals/profile-api';
import { searchQueryKey } from '../features/directory/search/search-api';
import { readPageInitialData, seedQueryCache } from './initial-data-cache';

const profile = {
  id: 3,
  name: 'Maître Léa </script> Dupont\u2028',
} as unknown as TProfessionalProfile;
const response = { heading: 'Professionnels du droit à Paris', page: 1 } as unknown as TSearchResponse;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('seeding the query cache from the page', () => {
  it('puts the embedded profile and results under the keys the pages ask for', () => {
    document.body.innerHTML = `<div id="root"></div>${renderInitialDataScript({
      profile,
      search: { queryString: 'location=Paris', response },
    })}`;
    const client = new QueryClient();
    seedQueryCache(client, readPageInitialData(document));
    expect(client.getQueryData(profileQueryKey(3))).toEqual(profile);
    expect(client.getQueryData(searchQueryKey('location=Paris'))).toEqual(response);
    // Fresh for the pages' staleTime: their first render uses it without asking the API.
    expect(client.getQueryState(profileQueryKey(3))?.status).toBe('success');
  });

  it('leaves the cache empty on a page without data', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const client = new QueryClient();
    seedQueryCache(client, readPageInitialData(document));
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('puts the API’s 404 of an unknown profile or firm as that query’s error, which the page shows without asking', () => {
    document.body.innerHTML = `<div id="root"></div>${renderInitialDataScript({
      notFound: { resource: 'profile', id: 404, code: 'PROFILE_DELISTED', message: 'Profil retiré' },
    })}`;
    const client = new QueryClient();
    seedQueryCache(client, readPageInitialData(document));
    const state = client.getQueryState(profileQueryKey(404));
    expect(state?.status).toBe('error');
    expect(state?.fetchStatus).toBe('idle');
    expect(state?.error).toBeInstanceOf(ApiError);
    expect(state?.error).toMatchObject({ status: 404, code: 'PROFILE_DELISTED', message: 'Profil retiré' });
    seedQueryCache(client, {
      notFound: { resource: 'firm', id: 9, code: 'NOT_FOUND', message: 'Cabinet introuvable' },
    });
    expect(client.getQueryState(firmQueryKey(9))?.error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
