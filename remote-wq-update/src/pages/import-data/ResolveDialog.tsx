import { useMemo, useState } from 'react';
import { Alert, Input, InputNumber, Modal, Radio, Space } from 'antd';
import { FLOW_CONDITIONS } from '@basin/api/domain';
import { useT, type Translate } from '@basin/shared';
import type { Resolution } from '@basin/api/schemas';
import { Field, IdSelect, locationOptions, parameterOptions, useLocationsAssoc, useParameterGroups, useParameters, type IdOption } from '@basin/shared/analysis';
import { flowConditionLabel } from '../../i18n/words';
import { addableAsNew, kindLabel, resolutionOf, type PendingRow, type ResolutionFields } from './data';

const flowOptions = (t: Translate): IdOption[] => [FLOW_CONDITIONS.storm, FLOW_CONDITIONS.base].map((id) => ({ value: id, label: flowConditionLabel(t, id) }));

export interface ResolveDialogProps {
  value: PendingRow;
  /** Saves the resolution; rejects with the API's message. */
  onResolve: (resolution: Resolution) => Promise<void>;
  onClose: () => void;
}

/** What one pending value is: mapped to an existing entry (chosen from the portal's lists), or added as new with what that needs. */
function TargetFields({ value, fields, change }: { value: PendingRow; fields: ResolutionFields; change: (fields: Partial<ResolutionFields>) => void }) {
  const t = useT();
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
        <IdSelect<string> label={t('wqUpdate.filter.parameterGroup')} options={groupChoices} loading={groups.isPending} value={fields.group ?? null} onChange={(group) => change({ group })} />
        <Field label={t('wqUpdate.column.unit')}>
          {(id) => <Input id={id} value={fields.unit} onChange={(event) => change({ unit: event.target.value })} placeholder={t('wqUpdate.import.resolve.example', { example: 'µg/L' })} />}
        </Field>
      </>
    );
  }
  if (fields.action === 'new' && value.kind === 'site') {
    return (
      <Space wrap>
        <Field label={t('wqUpdate.import.resolve.latitude')}>{(id) => <InputNumber id={id} min={-90} max={90} step={0.0001} value={fields.latitude} onChange={(latitude) => change({ latitude: latitude ?? undefined })} />}</Field>
        <Field label={t('wqUpdate.import.resolve.longitude')}>{(id) => <InputNumber id={id} min={-180} max={180} step={0.0001} value={fields.longitude} onChange={(longitude) => change({ longitude: longitude ?? undefined })} />}</Field>
      </Space>
    );
  }
  switch (value.kind) {
    case 'characteristic':
      return <IdSelect label={t('wqUpdate.filter.parameter')} options={parameterChoices} loading={parameters.isPending} value={target} onChange={(id) => change({ target: id })} />;
    case 'site':
      return <IdSelect label={t('wqUpdate.import.kind.site')} options={siteChoices} loading={locations.isPending} value={target} onChange={(id) => change({ target: id })} />;
    case 'flow_condition':
      return <IdSelect label={t('wqUpdate.filter.flowCondition')} options={flowOptions(t)} value={target} onChange={(id) => change({ target: id })} />;
    case 'unit':
      return (
        <Field label={t('wqUpdate.import.resolve.unitCode')}>
          {(id) => <Input id={id} value={fields.target as string | undefined} onChange={(event) => change({ target: event.target.value })} placeholder={t('wqUpdate.import.resolve.example', { example: 'mg/L' })} />}
        </Field>
      );
    case 'depth_category':
      return (
        <Field label={t('wqUpdate.import.resolve.depth')}>
          {(id) => <Input id={id} value={fields.target as string | undefined} onChange={(event) => change({ target: event.target.value })} placeholder={t('wqUpdate.import.resolve.depthExample')} />}
        </Field>
      );
  }
}

/** A dialog resolving one pending value (POST /api/import/aliases): the mapping is remembered, an addition made at once. */
export function ResolveDialog({ value, onResolve, onClose }: ResolveDialogProps) {
  const t = useT();
  const [fields, setFields] = useState<ResolutionFields>({ action: 'map' });
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const kind = kindLabel(t, value.kind).toLowerCase();
  const entry = value.kind === 'site' ? 'site' : 'parameter';
  const change = (next: Partial<ResolutionFields>) => {
    setProblem(null);
    setFields((current) => ({ ...current, ...next }));
  };
  const save = async () => {
    const resolution = resolutionOf(t, value, fields);
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
    <Modal open title={t('wqUpdate.import.resolve.title', { kind, value: value.label })} okText={t('wqUpdate.import.resolve.save')} onOk={() => void save()} confirmLoading={saving} onCancel={onClose} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <p style={{ margin: 0 }}>
          {t('wqUpdate.import.resolve.text', { rows: value.rows, kind })}
          {addableAsNew(value.kind) && ` ${t('wqUpdate.import.resolve.addNote', { entry })}`}
        </p>
        {addableAsNew(value.kind) && (
          <Radio.Group
            aria-label={t('wqUpdate.import.resolve.by')}
            value={fields.action}
            onChange={(event) => change({ action: event.target.value as ResolutionFields['action'] })}
            options={[
              { value: 'map', label: t('wqUpdate.import.resolve.map', { entry }) },
              { value: 'new', label: t('wqUpdate.import.resolve.new', { entry }) },
            ]}
          />
        )}
        <TargetFields value={value} fields={fields} change={change} />
        {problem && <Alert type="error" showIcon title={problem} />}
      </Space>
    </Modal>
  );
}
