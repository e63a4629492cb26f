import { act } from '@testing-library/react';
import { loadCatalogue, setLanguage } from '../i18n/catalogue';
import { sharedCatalogue } from '../i18n/sharedCatalogue';
import { currentT } from '../i18n/translate';
import { describeApprovedThrough, describeValueStatus, RESULT_NOUN, valueStatusLabel, type StatusDay } from './valueStatus';

const day = (rdate: string, status: StatusDay['status']): StatusDay => ({ rdate, status });

describe('the values not approved, in Spanish', () => {
  beforeEach(async () => {
    await act(async () => {
      await loadCatalogue(sharedCatalogue, 'es');
      await setLanguage('es');
    });
  });
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('says which values are provisional or estimated, with the counts', () => {
    const t = currentT();
    const days = [day('2026-09-01', 'approved'), day('2026-09-02', 'approved'), day('2026-09-03', 'provisional'), day('2026-09-04', 'provisional'), day('2026-09-05', 'estimated')];
    expect(describeValueStatus(days, undefined, t)).toBe(
      'Los valores a partir del 09-03-2026 son provisionales o estimados: sujetos a revisión por la agencia. De los 5 valores diarios mostrados, 2 son provisionales y 1 estimado.',
    );
    expect(describeValueStatus([day('2021-06-01', 'provisional'), day('2021-05-01', 'approved')], RESULT_NOUN, t)).toBe(
      'Los resultados a partir del 06-01-2021 son provisionales: sujetos a revisión por la agencia. De los 2 resultados, 1 es provisional.',
    );
    expect(valueStatusLabel(t, 'estimated')).toBe('Estimado');
  });

  it('says until when values are approved', () => {
    const t = currentT();
    expect(describeApprovedThrough([{ site: 'CC-10', through: '2026-09-12' }, { site: 'CT-2', through: '2026-09-12' }], t)?.lead).toBe(
      'Aprobado hasta el 09-12-2026 en todas las ubicaciones mostradas.',
    );
    expect(describeApprovedThrough([{ site: 'CC-10', through: '2026-09-12' }, { site: 'CT-2', through: null }], t)).toEqual({
      lead: 'Aprobado hasta, por ubicación:',
      items: ['CC-10: 09-12-2026', 'CT-2: sin valores aprobados en el período mostrado'],
    });
  });
});
