import axios, { type AxiosAdapter } from 'axios';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../shared/accountTypes.ts';
import type { Album } from '../../shared/albumTypes.ts';
import { createAccountsAdminApi } from './accountsAdminApi.ts';
import { createAccountsApi } from './accountsApi.ts';
import { createAlbumsAdminApi } from './albumsAdminApi.ts';

/** A server that records each body and answers what `reply` gives for the route. */
function serve(reply: (url: string) => unknown) {
  const posted: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    posted.push(`${config.url} ${String(config.data)}`);
    return { data: reply(config.url ?? ''), status: 200, statusText: 'OK', headers: {}, config };
  };
  return { http: axios.create({ adapter }), posted };
}

const marie: UserRow = { id: 2, firstName: 'Marie', role: 'user', creation: 0, lastseen: null, access: 1 };

describe('the spec names on the wire', () => {
  it('sends the pseudo of a registration as the spec’s firstName', async () => {
    const { http, posted } = serve(() => ({ status: 'success' }));
    await createAccountsApi(http).register({ pseudo: 'Zo%C3%A9', email: 'zoe%40example.org', password: 'secretpass' });
    expect(posted).toEqual(['/api/user/register {"email":"zoe%40example.org","password":"secretpass","firstName":"Zo%C3%A9"}']);
  });

  it('reads the admin’s user rows and status replies with the pseudo in place of firstName', async () => {
    const { http } = serve((url) => (url === '/api/admin/getUsers' ? [marie] : { status: 'success', user: { ...marie, access: 2 } }));
    const api = createAccountsAdminApi(http);
    const { firstName: _wire, ...rest } = marie;
    await expect(api.getUsers('t')).resolves.toEqual([{ ...rest, pseudo: 'Marie' }]);
    await expect(api.setStatus('t', 2, 2)).resolves.toEqual({ ...rest, access: 2, pseudo: 'Marie' });
    await expect(api.setRole('t', 2, 'user')).resolves.not.toHaveProperty('firstName');
  });

  it('reads an album’s media as its photos', async () => {
    const bretagne: Album = { albumName: 'Bretagne', media: [{ image: 'a', comment: 'Le phare' }], membersCanAdd: false };
    const { http } = serve((url) => (url === '/api/admin/getAlbums' ? [bretagne] : { ...bretagne, media: [] }));
    const api = createAlbumsAdminApi(http);
    await expect(api.getAlbums('t')).resolves.toEqual([{ albumName: 'Bretagne', photos: [{ image: 'a', comment: 'Le phare' }], membersCanAdd: false }]);
    await expect(api.createAlbum('t', 'Bretagne', false)).resolves.toEqual({ albumName: 'Bretagne', photos: [], membersCanAdd: false });
  });
});
