import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { currentT, loadCatalogue, parameterName, setLanguage, sharedCatalogue, withValueStatus } from '@basin/shared';
import { ChartCard } from './ChartCard';
import { describeSeries, LineChart } from './charts';

// Issue 33: a chart card in Spanish, word for word: its title, its summary sentence and the Graph / Table switch.

jest.mock('./charts/saveSvgAsPng', () => ({ saveSvgAsPng: jest.fn(() => Promise.resolve()) }));

interface Row {
  id: string;
  rdate: string;
  result: number;
  status: 'approved' | 'provisional';
}
const rows: Row[] = [
  { id: '1', rdate: '2021-06-01', result: 212, status: 'approved' },
  { id: '2', rdate: '2021-07-01', result: 250, status: 'provisional' },
];

function SpanishCard() {
  const t = currentT();
  const parameter = parameterName(t, 28, 'Total phosphorus');
  const title = t('shared.analysis.summary.subjectAt', { parameter, location: 'CC-10' });
  const points = rows.map((row) => ({ x: row.rdate, y: row.result }));
  const summary = withValueStatus(
    describeSeries({ parameter, location: 'CC-10', units: 'µg/L', points, t }),
    rows.map((row) => ({ rdate: row.rdate, status: row.status })),
    'results',
    t,
  );
  return (
    <ChartCard<Row>
      title={title}
      status={{ isPending: false, error: null }}
      isEmpty={false}
      emptyText="No data"
      summary={summary}
      exportFileName="cc-10-fosforo-total"
      width={640}
      height={320}
      table={{
        rows,
        columns: [
          { key: 'rdate', title: 'Fecha' },
          { key: 'result', title: 'Resultado' },
        ],
        rowKey: 'id',
        fileName: 'cc-10',
        caption: `${title} (datos)`,
      }}
    >
      {(size) => <LineChart {...size} series={[{ key: 'tp', label: parameter, units: 'µg/L', points: rows.map((row) => ({ x: row.rdate, y: row.result, status: row.status })) }]} />}
    </ChartCard>
  );
}

describe('a chart card in Spanish', () => {
  beforeEach(async () => {
    await act(async () => {
      await loadCatalogue(sharedCatalogue, 'en');
      await loadCatalogue(sharedCatalogue, 'es');
      await setLanguage('es');
    });
  });
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('says its title, summary and switch in Spanish, and its table too', () => {
    render(<SpanishCard />);
    expect(screen.getByRole('heading', { level: 2, name: 'Fósforo total en CC-10' })).toBeInTheDocument();
    expect(document.querySelector('[data-part="summary"]')).toHaveTextContent(
      'Fósforo total en CC-10 promedió 231 µg/L en 2021, con el máximo en julio. ' +
        'Los resultados a partir del 07-01-2021 son provisionales: sujetos a revisión por la agencia. De los 2 resultados, 1 es provisional.',
    );
    const legend = screen.getByRole('list', { name: 'Leyenda' });
    expect(within(legend).getByText('Provisional (sujeto a revisión)')).toBeInTheDocument();
    const view = screen.getByRole('group', { name: 'Mostrar Fósforo total en CC-10 como' });
    expect(within(view).getByRole('button', { name: 'Gráfico' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Guardar PNG' })).toBeInTheDocument();

    fireEvent.click(within(view).getByRole('button', { name: 'Tabla' }));
    expect(within(view).getByRole('button', { name: 'Tabla' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Guardar PNG' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 filas');
    expect(screen.getByRole('searchbox', { name: 'Buscar en Fósforo total en CC-10 (datos)' })).toHaveAttribute('placeholder', 'Buscar');
    expect(screen.getByRole('button', { name: /Copiar/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Exportar CSV/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Columnas/ })).toBeInTheDocument();
  });

  it('says its states in Spanish', () => {
    const { rerender } = render(
      <ChartCard title="Fósforo total en CC-10" status={{ isPending: true, error: null }} isEmpty={false} emptyText="No data for current selections" summary="" exportFileName="x">
        {() => null}
      </ChartCard>,
    );
    expect(screen.getByRole('status', { name: 'Cargando Fósforo total en CC-10' })).toBeInTheDocument();
    rerender(
      <ChartCard title="Fósforo total en CC-10" status={{ isPending: false, error: null }} isEmpty emptyText="No data for current selections" summary="" exportFileName="x">
        {() => null}
      </ChartCard>,
    );
    expect(screen.getByText('No hay datos para las selecciones actuales')).toBeInTheDocument();
    rerender(
      <ChartCard title="Fósforo total en CC-10" status={{ isPending: false, error: new Error('HTTP 500') }} isEmpty={false} emptyText="No data" summary="" exportFileName="x">
        {() => null}
      </ChartCard>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Se produjo un error: HTTP 500');
  });
});
