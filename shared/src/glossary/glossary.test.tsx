import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { GLOSSARY, glossaryAnchor, glossaryEntries, glossaryHref, type GlossaryKey } from './glossary';
import { Term } from './Term';
import { currentT } from '../i18n/translate';
import { provisionalMeaning } from '../value-status/valueStatus';

describe('the glossary', () => {
  const keys = Object.keys(GLOSSARY) as GlossaryKey[];

  test('holds the terms the portal uses, each with a definition of one to three sentences', () => {
    for (const key of ['photicZone', 'benchmark', 'standard', 'percentile85', 'median', 'seasonalKendall', 'senSlope', 'pValue', 'nonDetect', 'detectionLimit', 'stormFlow', 'baseFlow', 'tnTp', 'tdnTdp', 'tinSrp', 'chlorophyllA', 'waterYear', 'growingSeason', 'baselinePeriod', 'ccbwqa', 'telemetry', 'secchiDepth', 'hypoxia', 'microgramsPerLitre', 'provisionalData'] as const) {
      expect(GLOSSARY[key].term).not.toBe('');
    }
    for (const key of keys) {
      const { definition } = GLOSSARY[key];
      expect({ key, long: definition.length > 40 && definition.length < 420 }).toEqual({ key, long: true });
      expect({ key, ends: /[.)]$/.test(definition) }).toEqual({ key, ends: true });
    }
  });

  test('names the authority and the standard as the domain does', () => {
    expect(GLOSSARY.ccbwqa.definition).toContain('Cherry Creek Basin Water Quality Authority');
    expect(GLOSSARY.standard.definition).toContain('18 µg/L');
    expect(GLOSSARY.standard.definition).toContain('once in 5 years');
    expect(GLOSSARY.photicZone.definition).toContain('top 3 m');
    expect(GLOSSARY.baselinePeriod.definition).toContain('October 1, 2011 to September 30, 2021');
  });

  test('says what provisional and estimated values are, in the words the pages use (issue 31)', () => {
    expect(GLOSSARY.provisionalData.definition).toContain(`until then they are ${provisionalMeaning(currentT())}.`);
    expect(provisionalMeaning(currentT())).toBe('subject to revision by the agency');
    expect(GLOSSARY.provisionalData.definition).toMatch(/Estimated values were filled in/);
    expect(GLOSSARY.provisionalData.definition).toMatch(/until when values are approved/);
    expect(glossaryHref('provisionalData')).toBe('/glossary#provisional-data');
  });

  test('every term has its own anchor, and the list is alphabetical', () => {
    const anchors = keys.map(glossaryAnchor);
    expect(new Set(anchors).size).toBe(keys.length);
    for (const anchor of anchors) expect(anchor).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(glossaryAnchor('photicZone')).toBe('photic-zone');
    expect(glossaryHref('percentile85')).toBe('/glossary#percentile-85');
    const terms = glossaryEntries().map((entry) => entry.term);
    expect(terms[0]).toBe('85th percentile');
    expect(terms.indexOf('Median')).toBeLessThan(terms.indexOf('µg/L'));
    expect(terms.indexOf('µg/L')).toBeLessThan(terms.indexOf('Non-detect'));
    expect(terms).toHaveLength(keys.length);
  });
});

describe('Term', () => {
  const renderTerm = () =>
    render(
      <MemoryRouter>
        <p>
          Means use the <Term name="photicZone">photic zone</Term> only. <a href="#after">After</a>
        </p>
      </MemoryRouter>,
    );

  test('is a button that opens the definition and a link to the glossary, and closes with Escape, focus back on it', () => {
    renderTerm();
    const button = screen.getByRole('button', { name: 'photic zone' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toHaveTextContent(GLOSSARY.photicZone.definition);
    const more = screen.getByRole('link', { name: /^More in the glossary\s?: Photic zone$/ });
    expect(more).toHaveAttribute('href', '/glossary#photic-zone');
    more.focus();
    fireEvent.keyDown(more, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /More in the glossary/ })).toBeNull();
    expect(button).toHaveFocus();
  });

  test('closes on a click elsewhere and on a second press', () => {
    renderTerm();
    const button = screen.getByRole('button', { name: 'photic zone' });
    fireEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('shows the glossary\'s own term when given no words', () => {
    render(
      <MemoryRouter>
        <Term name="ccbwqa" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'CCBWQA' })).toBeInTheDocument();
  });
});
