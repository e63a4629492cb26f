import { memo, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { AutoComplete, Input } from 'antd';
import { INPUT_TARGET_STYLES, locationTypeLabel, useT } from '@basin/shared';
import type { MapLocation } from '@basin/api/schemas';
import { useSitePath } from '../useSitePath';
import { searchLocations, SEARCH_DEBOUNCE_MS, SEARCH_RESULT_LIMIT } from '../logic/locationSearch';

/**
 * Location search (spec 01 §5): 200 ms debounce, at most 49 results, matching description, name,
 * id, type, parameter groups and county. Choosing a result flies the map to it (the page does that).
 * antd's AutoComplete is a WAI-ARIA combobox: arrow keys move through results, Enter chooses. The
 * chosen result then offers its site page beside the box (a link cannot sit inside a listbox option).
 */
function LocationSearchComponent({ locations, onChoose }: { locations: readonly MapLocation[]; onChoose: (location: MapLocation) => void }) {
  const t = useT();
  const sitePath = useSitePath();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<MapLocation | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useMemo(() => searchLocations(locations, query, SEARCH_RESULT_LIMIT), [locations, query]);
  // The option's value is what screen readers announce, so it is the name, not the id.
  const optionValue = (location: MapLocation) => t('map.search.option', { name: location.location_name, description: location.location_desc, id: String(location.locationid) });
  const options = results.map((location) => ({
    value: optionValue(location),
    label: (
      <span>
        <strong>{location.location_name}</strong> {location.location_desc} <span className="map-muted">{t('map.search.optionDetails', { type: locationTypeLabel(t, location.location_type), id: String(location.locationid) })}</span>
      </span>
    ),
  }));
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <AutoComplete
        value={text}
        options={options}
        onChange={(value: string) => {
          setText(value);
          if (chosen && value !== chosen.location_name) setChosen(null);
        }}
        onSelect={(value: string) => {
          const location = results.find((candidate) => optionValue(candidate) === value);
          if (!location) return;
          setText(location.location_name);
          setChosen(location);
          onChoose(location);
        }}
        style={{ width: 280 }}
        notFoundContent={query.trim() ? t('map.search.noMatch') : null}
      >
        <Input.Search placeholder={t('map.search.placeholder')} aria-label={t('map.search.label')} allowClear styles={INPUT_TARGET_STYLES} />
      </AutoComplete>
      {chosen && (
        <Link to={sitePath(chosen.locationid)} aria-label={t('map.search.openSiteOf', { name: chosen.location_name })} style={{ whiteSpace: 'nowrap' }}>
          {t('map.search.openSite')}
        </Link>
      )}
    </span>
  );
}

export const LocationSearch = memo(LocationSearchComponent);
