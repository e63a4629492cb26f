import { useEffect, useMemo } from 'react';
import { Button, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { locationTypeLabel, notify, parameterGroupName, routeTitle, useCallerId, useT, type Translate } from '@basin/shared';
import {
  AnalysisPage,
  DateFilter,
  IdSelect,
  LocationsMap,
  analysisPage,
  describeUnknownIds,
  locationOptions,
  locationsOfTypesQuery,
  parameterOptions,
  parametersOfGroupsQuery,
  unknownIds,
  useFlowConditions,
  useLocationTypes,
  useLocationsAssoc,
  useMapLocations,
  useParameterGroups,
  useParameters,
  useReportLinkProblems,
  useUrlState,
} from '@basin/shared/analysis';
import type { MapLocation } from '@basin/api/schemas';
import { DownloadPanel } from './DownloadPanel';
import { useSaveFilter, useSavedFilter } from './queries/savedFilter';
import { SELECTION_FIELDS, canSubmit, completeSelection, everythingSelected, filterOf, isComplete, narrowed, savedSelection, type Everything } from './selection';
import { termTags } from '@basin/shared/glossary';

const PATH = '/tools/download';

const idsOf = <T extends { locationid: number } | { parameterid: number }>(items: readonly T[] | undefined) =>
  (items ?? []).map((item) => ('locationid' in item ? item.locationid : item.parameterid));

/** The data service's flow condition names ('Storm', 'Base', 'All': the spec's), in the page's language; another condition as the data names it. */
const FLOW_CONDITION_KEYS: Record<number, string> = { 1: 'tools.download.flow.storm', 2: 'tools.download.flow.base', 3: 'tools.download.flow.all' };
const flowConditionName = (t: Translate, id: number, nameFromData: string) => (FLOW_CONDITION_KEYS[id] ? t(FLOW_CONDITION_KEYS[id]) : nameFromData);

function DownloadPage() {
  const t = useT();
  const [url, setUrl] = useUrlState(SELECTION_FIELDS);
  const queryClient = useQueryClient();
  const locationTypes = useLocationTypes();
  const groups = useParameterGroups();
  const flowConditions = useFlowConditions();
  const allLocations = useLocationsAssoc();
  const allParameters = useParameters();
  const mapLocations = useMapLocations();
  const saved = useSavedFilter();
  const save = useSaveFilter();
  const caller = useCallerId();
  // Ids the portal does not have (a bad link, an old bookmark) are said in words; they select nothing (issue 30).
  useReportLinkProblems('download', [
    describeUnknownIds('location', 'locations', unknownIds(url.locations ?? [], allLocations.data && idsOf(allLocations.data))),
    describeUnknownIds('parameter', 'parameters', unknownIds(url.parameters ?? [], allParameters.data && idsOf(allParameters.data))),
  ]);

  // The lists the chosen types and groups offer (spec: choosing types narrows the locations, groups the parameters).
  const types = url.types ?? [];
  const groupIds = url.groups ?? [];
  const offeredLocationsQuery = useQuery({ ...locationsOfTypesQuery(types), enabled: types.length > 0 });
  const offeredParametersQuery = useQuery({ ...parametersOfGroupsQuery(groupIds), enabled: groupIds.length > 0 });
  const offeredLocations = useMemo(() => (types.length > 0 ? (offeredLocationsQuery.data ?? []) : []), [types.length, offeredLocationsQuery.data]);
  const offeredParameters = useMemo(() => (groupIds.length > 0 ? (offeredParametersQuery.data ?? []) : []), [groupIds.length, offeredParametersQuery.data]);

  // The first selection, once the lists are in: the URL's where it has one, else the saved filter, else everything.
  const everything = useMemo<Everything | null>(
    () =>
      allLocations.data && allParameters.data && flowConditions.data && mapLocations.data
        ? { locations: allLocations.data, parameters: allParameters.data, flowConditions: flowConditions.data, mapLocations: mapLocations.data }
        : null,
    [allLocations.data, allParameters.data, flowConditions.data, mapLocations.data],
  );
  const ready = isComplete(url);
  useEffect(() => {
    if (ready || !everything || saved.isPending) return;
    const base = saved.data ? savedSelection(saved.data, everything) : everythingSelected(everything);
    void setUrl(completeSelection(url, base));
  }, [ready, everything, saved.isPending, saved.data, url, setUrl]);

  const changeTypes = async (next: string[]) => {
    const after = next.length > 0 ? await queryClient.fetchQuery(locationsOfTypesQuery(next)) : [];
    void setUrl({ types: next, locations: narrowed(url.locations ?? [], idsOf(offeredLocations), idsOf(after)) });
  };
  const changeGroups = async (next: number[]) => {
    const after = next.length > 0 ? await queryClient.fetchQuery(parametersOfGroupsQuery(next)) : [];
    void setUrl({ groups: next, parameters: narrowed(url.parameters ?? [], idsOf(offeredParameters), idsOf(after)) });
  };
  const toggleLocation = (location: MapLocation) => {
    const chosen = url.locations ?? [];
    if (!idsOf(offeredLocations).includes(location.locationid)) return;
    void setUrl({ locations: chosen.includes(location.locationid) ? chosen.filter((id) => id !== location.locationid) : [...chosen, location.locationid] });
  };
  const submit = () => {
    if (!isComplete(url) || caller === null) return;
    save.mutate(filterOf(url, caller), {
      // Spec 02 §8: the toasts of Submit Filters.
      onSuccess: () => notify({ message: t('tools.download.submitted'), severity: 'success' }),
      onError: (error) => notify({ message: error instanceof Error && error.message ? error.message : t('tools.download.submitFailed'), severity: 'error' }),
    });
  };

  const locationIds = url.locations ?? [];
  const parameterIds = url.parameters ?? [];
  const selectButtons = (label: string, buttons: Array<[string, () => void]>) => (
    <Space wrap size={4} role="group" aria-label={label}>
      {buttons.map(([text, onClick]) => (
        <Button key={text} size="small" onClick={onClick} disabled={!ready}>
          {text}
        </Button>
      ))}
    </Space>
  );

  return (
    <AnalysisPage
      path={PATH}
      title={routeTitle(t, { path: PATH })}
      about={
        <Typography.Paragraph>
          {t.rich('tools.download.about', {
            cap: t.intl.formatNumber(110_000),
            // Keyed: t.rich returns the message's parts as a list.
            ...termTags({ nonDetect: 'nonDetect', detectionLimit: 'detectionLimit' }),
          })}
        </Typography.Paragraph>
      }
      filters={
        <form
          aria-label={t('tools.download.filters')}
          style={{ display: 'grid', gap: 12 }}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <IdSelect<string>
            multiple
            label={t('tools.download.locationTypes')}
            options={(locationTypes.data ?? []).map(({ location_type }) => ({ value: location_type, label: locationTypeLabel(t, location_type) }))}
            loading={locationTypes.isPending}
            value={types}
            onChange={(next) => void changeTypes(next)}
          />
          <IdSelect
            multiple
            label={t('tools.download.locations')}
            options={locationOptions(offeredLocations)}
            loading={offeredLocationsQuery.isFetching}
            value={locationIds}
            onChange={(next) => void setUrl({ locations: next })}
          />
          {selectButtons(t('tools.download.selectLocations'), [
            [t('tools.download.selectAll'), () => void setUrl({ locations: idsOf(offeredLocations) })],
            [t('tools.download.selectNone'), () => void setUrl({ locations: [] })],
            [t('tools.download.selectOnlyCcbwqa'), () => void setUrl({ locations: idsOf(offeredLocations.filter((location) => location.is_ccbwqa)) })],
          ])}
          <IdSelect
            multiple
            label={t('tools.download.parameterGroups')}
            options={(groups.data ?? []).map((group) => ({ value: group.param_groupid, label: parameterGroupName(t, group.param_groupid, group.param_group) }))}
            loading={groups.isPending}
            value={groupIds}
            onChange={(next) => void changeGroups(next)}
          />
          <IdSelect
            multiple
            label={t('tools.download.parameters')}
            options={parameterOptions(offeredParameters, groups.data)}
            loading={offeredParametersQuery.isFetching}
            value={parameterIds}
            onChange={(next) => void setUrl({ parameters: next })}
          />
          {selectButtons(t('tools.download.selectParameters'), [
            [t('tools.download.selectAll'), () => void setUrl({ parameters: idsOf(offeredParameters) })],
            [t('tools.download.selectNone'), () => void setUrl({ parameters: [] })],
          ])}
          <IdSelect
            multiple
            label={t('tools.download.flowConditions')}
            options={(flowConditions.data ?? []).map((condition) => ({ value: condition.flow_conditionsid, label: flowConditionName(t, condition.flow_conditionsid, condition.flow_conditions) }))}
            loading={flowConditions.isPending}
            value={url.flows ?? []}
            onChange={(next) => void setUrl({ flows: next })}
          />
          <DateFilter
            value={{ start: url.start ?? '', end: url.end ?? '', rolling: false, days: 0 }}
            onChange={(dates) => void setUrl({ ...(dates.start && { start: dates.start }), ...(dates.end && { end: dates.end }) })}
          />
          <div>
            <Button type="primary" htmlType="submit" disabled={!canSubmit(url) || save.isPending} loading={save.isPending}>
              {t('tools.download.submit')}
            </Button>
          </div>
        </form>
      }
      map={
        <LocationsMap
          locationIds={idsOf(offeredLocations)}
          selection={{ left: locationIds }}
          ringLabels={{ left: t('tools.download.mapSelected') }}
          onLocationClick={toggleLocation}
          ariaLabel={t('tools.download.mapLabel')}
        />
      }
    >
      <DownloadPanel selection={ready ? url : null} saved={saved.data} submitting={save.isPending} />
    </AnalysisPage>
  );
}

export default analysisPage(DownloadPage);
