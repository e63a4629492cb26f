import type { FeatureCollection } from 'geojson';
import { filterProjects, projectsInView, projectsOf } from './projects';

const collection: FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', properties: { ID: 1, Name: 'Cherry Creek wetland 1', type: 'Wetland' }, geometry: { type: 'Polygon', coordinates: [[[-104.8, 39.5], [-104.79, 39.5], [-104.79, 39.51], [-104.8, 39.5]]] } },
    { type: 'Feature', properties: { ID: 12, Name: 'Cottonwood Creek stream reclamation 12' }, geometry: { type: 'LineString', coordinates: [[-104.6, 39.3], [-104.58, 39.32]] } },
    { type: 'Feature', properties: { ID: 21, Name: 'Piney Creek pollutant reduction facility 21' }, geometry: { type: 'Point', coordinates: [-104.7, 39.6] } },
  ],
};

describe('pollution abatement projects', () => {
  const projects = projectsOf(collection);

  it('reads id, name and a centre from each feature', () => {
    expect(projects.map((project) => project.id)).toEqual(['1', '12', '21']);
    expect(projects[1]).toMatchObject({ name: 'Cottonwood Creek stream reclamation 12', center: [-104.59, 39.31] });
  });

  it('lists the projects with a point in view', () => {
    expect(projectsInView(projects, [-104.85, 39.45, -104.65, 39.65]).map((project) => project.id)).toEqual(['1', '21']);
    expect(projectsInView(projects, [-104.59, 39.31, -104.5, 39.4]).map((project) => project.id)).toEqual(['12']);
  });

  it('filters by name or ID, ignoring case', () => {
    expect(filterProjects(projects, 'WETLAND').map((project) => project.id)).toEqual(['1']);
    expect(filterProjects(projects, '21').map((project) => project.id)).toEqual(['21']);
    expect(filterProjects(projects, '1').map((project) => project.id)).toEqual(['1', '12', '21']);
    expect(filterProjects(projects, '  ')).toHaveLength(3);
  });
});
