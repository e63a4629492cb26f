import { memo, useMemo, useState } from 'react';
import { Alert, Input, Typography } from 'antd';
import { INPUT_TARGET_STYLES, useT } from '@basin/shared';
import { filterProjects, projectsInView, type Bounds, type Project } from '../logic/projects';

export interface ProjectsPanelProps {
  projects: readonly Project[];
  /** Whether a PAP layer is shown: the list holds only the selected PAP layers' projects. */
  layerSelected: boolean;
  bounds: Bounds | null;
  onChoose: (project: Project) => void;
}

/** Spec 01 §2 "Project panel": projects in view for the selected PAP layers, filterable by name or ID. */
function ProjectsPanelComponent({ projects, layerSelected, bounds, onChoose }: ProjectsPanelProps) {
  const t = useT();
  const [text, setText] = useState('');
  const inView = useMemo(() => (layerSelected && bounds ? projectsInView(projects, bounds) : []), [projects, layerSelected, bounds]);
  const shown = filterProjects(inView, text);
  return (
    <div className="map-projects">
      <Typography.Paragraph type="secondary">{t('map.projects.hint')}</Typography.Paragraph>
      <Input.Search placeholder={t('map.projects.filterPlaceholder')} aria-label={t('map.projects.filterLabel')} value={text} onChange={(event) => setText(event.target.value)} allowClear styles={INPUT_TARGET_STYLES} />
      <p className="map-muted" aria-live="polite">
        {layerSelected ? t('map.projects.inView', { shown: String(shown.length), total: String(inView.length) }) : t('map.projects.noLayer')}
      </p>
      {layerSelected && inView.length > 0 && shown.length === 0 && <Alert type="info" title={t('map.projects.noMatch')} />}
      <ul className="map-project-list" aria-label={t('map.projects.listLabel')}>
        {shown.map((project) => (
          <li key={project.id}>
            <button type="button" className="map-link-button" onClick={() => onChoose(project)}>
              <span className="map-muted">#{project.id}</span> {project.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Memoised: a filter change re-renders the page, not this panel (spec: a filter applies within a frame). */
export const ProjectsPanel = memo(ProjectsPanelComponent);
