/// <reference types="@testing-library/jest-dom" />
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ImportRecord } from '@basin/api/schemas';
import { useBasinStore, type RuntimeConfig } from '@basin/shared';
import { ApiFailure, renderPage, type ApiFixtures } from '@basin/shared/analysis/testing';
import ImportDataPage from './ImportDataPage';

// A hang guard, not a speed check: antd in jsdom takes seconds per step, and CI runs three suites side by side.
jest.setTimeout(90_000);

const URL_PATH = '/import-data';
const config = { links: { importData: 'https://www.waterqualitydata.us/' } as RuntimeConfig['links'] };
const signInAs = (roles: string[]) =>
  act(() => useBasinStore.getState().signIn({ sub: 'staff-7', name: 'Dana Staff', roles }, { getAccessToken: async () => 'token', expire: () => undefined }));

const record: ImportRecord = {
  id: 7, importedAt: '2026-11-26T23:05:09Z', importedBy: 'Dana Staff',
  files: [{ name: 'narrowResult.csv', kind: 'legacyResult', rows: 10 }],
  added: 5, alreadyPresent: 1, pending: 2, rejected: 2, undoneAt: null, undoneBy: null, removed: null,
};

afterEach(() => act(() => useBasinStore.getState().signOut()));

describe('Import Data page', () => {
  it('tells the public and users without the role that it is for staff, and asks the API nothing', async () => {
    for (const roles of [null, ['User']]) {
      if (roles) signInAs(roles);
      const page = renderPage(<ImportDataPage />, { url: URL_PATH, config });
      expect(await screen.findByText('Import Data is for staff: sign in with the role Administrator or Developer.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Check files' })).not.toBeInTheDocument();
      expect(page.requests).toEqual([]);
      page.unmount();
    }
  });

  it('shows an empty history as "No imports yet", with the bearer token', async () => {
    signInAs(['Developer']);
    const page = renderPage(<ImportDataPage />, { url: URL_PATH, config, api: { '/imports': [], '/import/pending': [] } });
    const history = screen.getByRole('region', { name: 'Past imports' });
    expect(await within(history).findByText('No imports yet')).toBeInTheDocument();
    expect(await screen.findByText('No rows are waiting for a value')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check files' })).toBeDisabled();
    expect(page.requests.map((url) => url.pathname).sort()).toEqual(['/api/import/pending', '/api/imports']);
  });

  it("shows the API's message when the history cannot be read", async () => {
    signInAs(['Administrator']);
    renderPage(<ImportDataPage />, {
      url: URL_PATH,
      config,
      api: {
        '/import/pending': [],
        '/imports': () => {
          throw new ApiFailure(503, 'The database is not available at the moment; please retry in a few seconds.');
        },
      },
    });
    expect(await screen.findByText('An error has occurred: The database is not available at the moment; please retry in a few seconds.')).toBeInTheDocument();
  });

  it('resolves a value rows of earlier imports wait for, and lists what is still waiting', async () => {
    signInAs(['Developer']);
    let resolved = false;
    const waiting = { kind: 'unit' as const, value: '%', fraction: '', rows: 3, firstFile: 'lab-results.csv', firstSeen: '2026-11-26T22:00:00Z' };
    const page = renderPage(<ImportDataPage />, {
      url: URL_PATH,
      config,
      api: {
        '/imports': [],
        '/import/pending': () => (resolved ? [] : [waiting]),
        'POST /import/aliases': () => {
          resolved = true;
          return { aliases: 1, parametersCreated: 0, sitesCreated: 0, loaded: 3, alreadyPresent: 0, rejected: 0, stillPending: 0, rejectedRows: [], pendingValues: [], afterCommitError: null };
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resolve unit %' }));
    const dialog = await screen.findByRole('dialog', { name: "Resolve unit '%'" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("Choose what unit '%' is.")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Unit code the import converts'), { target: { value: 'mg/L' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No rows are waiting for a value')).toBeInTheDocument();
    expect(page.sent).toEqual([{ route: 'POST /import/aliases', body: { mappings: [{ kind: 'unit', value: '%', target: 'mg/L' }] } }]);
  });

  it('undoes an import after confirmation, and the list follows', async () => {
    signInAs(['Administrator']);
    let undone = false;
    const api = {
      '/import/pending': [],
      '/imports': () => [undone ? { ...record, undoneAt: '2026-11-27T00:01:00Z', undoneBy: 'Dana Staff', removed: 5 } : record],
      'POST /imports/:id/undo': () => {
        undone = true;
        return { import: { ...record, removed: 5 }, heldRowsRemoved: 2, refreshMilliseconds: 1, countsMilliseconds: 1, afterCommitError: null };
      },
    } as unknown as ApiFixtures;
    const page = renderPage(<ImportDataPage />, { url: URL_PATH, config, api });
    fireEvent.click(await screen.findByRole('button', { name: 'Undo import 7 of 2026-11-26 23:05 UTC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo import 7?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Undo import' }));
    expect(await screen.findByText('Undone 2026-11-27 00:01 UTC by Dana Staff: 5 results removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Undo import 7/ })).not.toBeInTheDocument());
    expect(page.sent.map((call) => call.route)).toEqual(['POST /imports/7/undo']);
  });
});
