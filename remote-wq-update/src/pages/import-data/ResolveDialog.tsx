import { useMemo, useState } from 'react';
import { Alert, Input, InputNumber, Modal, Radio, Space } from 'antd';
import { FLOW_CONDITION_LABELS, FLOW_CONDITIONS } from '@basin/api/domain';
import type { Resolution } from '@basin/api/schemas';
import { Field, IdSelect, locationOptions, parameterOptions, useLocationsAssoc, useParameterGroups, useParameters, type IdOption } from '@basin/shared/analysis';
import { addableAsNew, KIND_LABELS, resolutionOf, type PendingRow, type ResolutionFields } from './data';

const FLOW_OPTIONS: IdOption[] = [FLOW_CONDITIONS.storm, FLOW_CONDITIONS.base].map((id) => ({ value: id, label: FLOW_CONDITION_LABELS[id] }));

export interface ResolveDialogProps {
  value: PendingRow;
  /** Saves the resolution; rejects with the API's message. */
  onResolve: (resolution: Resolution) => Promise<void>;
  onClose: () => void;
}

/** What one pending value is: mapped to an existing entry (chosen from the portal's lists), or added as new with what that needs. */
function TargetFields({ value, fields, change }: { value: PendingRow; fields: ResolutionFields; change: (fields: Partial<ResolutionFields>) => void }) {
  const needsParameters = value.kind === 'characteristic';
  const parameters = useParameters();
  const groups = useParameterGroups();
  const locations = useLocationsAssoc();
  const parameterChoices = useMemo(() => (needsParameters ? parameterOptions(parameters.data ?? [], groups.data ?? []) : []), [needsParameters, parameters.data, groups.data]);
  const groupChoices = useMemo(() => (groups.data ?? []).map((group) => ({ value: group.param_group, label: group.param_group })), [groups.data]);
  const siteChoices = useMemo(() => (value.kind === 'site' ? locationOptions(locations.data ?? []) : []), [value.kind, locations.data]);
  const target = (fields.target ?? null) as number | null;

  if (fields.action === 'new' && value.kind === 'characteristic') {
    return (
      <>
        <IdSelect<string> label="Parameter group" options={groupChoices} loading={groups.isPending} value={fields.group ?? null} onChange={(group) => change({ group })} />
        <Field label="Unit">{(id) => <Input id={id} value={fields.unit} onChange={(event) => change({ unit: event.target.value })} placeholder="e.g. µg/L" />}</Field>
      </>
    );
  }
  if (fields.action === 'new' && value.kind === 'site') {
    return (
      <Space wrap>
        <Field label="Latitude">{(id) => <InputNumber id={id} min={-90} max={90} step={0.0001} value={fields.latitude} onChange={(latitude) => change({ latitude: latitude ?? undefined })} />}</Field>
        <Field label="Longitude">{(id) => <InputNumber id={id} min={-180} max={180} step={0.0001} value={fields.longitude} onChange={(longitude) => change({ longitude: longitude ?? undefined })} />}</Field>
      </Space>
    );
  }
  switch (value.kind) {
    case 'characteristic':
      return <IdSelect label="Parameter" options={parameterChoices} loading={parameters.isPending} value={target} onChange={(id) => change({ target: id })} />;
    case 'site':
      return <IdSelect label="Site" options={siteChoices} loading={locations.isPending} value={target} onChange={(id) => change({ target: id })} />;
    case 'flow_condition':
      return <IdSelect label="Flow condition" options={FLOW_OPTIONS} value={target} onChange={(id) => change({ target: id })} />;
    case 'unit':
      return <Field label="Unit code the import converts">{(id) => <Input id={id} value={fields.target as string | undefined} onChange={(event) => change({ target: event.target.value })} placeholder="e.g. mg/L" />}</Field>;
    case 'depth_category':
      return <Field label="Depth in metres, or none">{(id) => <Input id={id} value={fields.target as string | undefined} onChange={(event) => change({ target: event.target.value })} placeholder="e.g. 0.5 or none" />}</Field>;
  }
}

/** A dialog resolving one pending value (POST /api/import/aliases): the mapping is remembered, an addition made at once. */
export function ResolveDialog({ value, onResolve, onClose }: ResolveDialogProps) {
  const [fields, setFields] = useState<ResolutionFields>({ action: 'map' });
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const kind = KIND_LABELS[value.kind].toLowerCase();
  const change = (next: Partial<ResolutionFields>) => {
    setProblem(null);
    setFields((current) => ({ ...current, ...next }));
  };
  const save = async () => {
    const resolution = resolutionOf(value, fields);
    if (typeof resolution === 'string') {
      setProblem(resolution);
      return;
    }
    setSaving(true);
    try {
      await onResolve(resolution);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={`Resolve ${kind} '${value.label}'`} okText="Save" onOk={() => void save()} confirmLoading={saving} onCancel={onClose} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <p style={{ margin: 0 }}>
          {value.rows.toLocaleString('en-US')} {value.rows === 1 ? 'row waits' : 'rows wait'} for it. A mapping is remembered: the next file with this {kind} matches by itself.
          {addableAsNew(value.kind) && ' Adding it as new creates the ' + (value.kind === 'site' ? 'site' : 'parameter') + ' at once.'}
        </p>
        {addableAsNew(value.kind) && (
          <Radio.Group
            aria-label="Resolve by"
            value={fields.action}
            onChange={(event) => change({ action: event.target.value as ResolutionFields['action'] })}
            options={[
              { value: 'map', label: `Map to an existing ${value.kind === 'site' ? 'site' : 'parameter'}` },
              { value: 'new', label: `Add as a new ${value.kind === 'site' ? 'site' : 'parameter'}` },
            ]}
          />
        )}
        <TargetFields value={value} fields={fields} change={change} />
        {problem && <Alert type="error" showIcon title={problem} />}
      </Space>
    </Modal>
  );
}
