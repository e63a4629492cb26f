import { memo, useMemo, useState } from 'react';
import { Alert, Input, Typography } from 'antd';
import { INPUT_TARGET_STYLES } from '@basin/shared';
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
  const [text, setText] = useState('');
  const inView = useMemo(() => (layerSelected && bounds ? projectsInView(projects, bounds) : []), [projects, layerSelected, bounds]);
  const shown = filterProjects(inView, text);
  return (
    <div className="map-projects">
      <Typography.Paragraph type="secondary">Select PAP layers and pan or zoom the map to populate results.</Typography.Paragraph>
      <Input.Search placeholder="Filter by name or ID" aria-label="Filter projects by name or ID" value={text} onChange={(event) => setText(event.target.value)} allowClear styles={INPUT_TARGET_STYLES} />
      <p className="map-muted" aria-live="polite">
        {layerSelected ? `${shown.length} of ${inView.length} projects in view` : 'No PAP layer selected'}
      </p>
      {layerSelected && inView.length > 0 && shown.length === 0 && <Alert type="info" title="No project matches the filter." />}
      <ul className="map-project-list" aria-label="Pollution abatement projects in view">
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
