import type { TExperimentContext } from '@parley/contract';
import { crudPaths, link } from '../../app/route-kit';

/** The administrators' experiments and their archive (part 2 §1), with the one item screen. */
export const EXPERIMENTS_PATHS = {
  ...crudPaths('/admin/experiments'),
  archive: '/admin/experiments-archive',
} as const;

const item = link(EXPERIMENTS_PATHS.item);

export const experimentsLinks = {
  list: link(EXPERIMENTS_PATHS.list),
  archive: link(EXPERIMENTS_PATHS.archive),
  new: link(EXPERIMENTS_PATHS.new),
  /** The item screen is told which list it was opened from (part 2 §1: optional context). */
  edit: ({ experimentId, context }: { experimentId: string; context?: TExperimentContext }) =>
    `${item({ itemId: experimentId })}${context ? `?context=${context}` : ''}`,
};

/** The list a context names: where the item screen goes back to. */
export const listLinkOf = (context: TExperimentContext) =>
  context === 'experiments-archive' ? experimentsLinks.archive() : experimentsLinks.list();

/** The item's word in titles and toasts: 'Experiment Created' (part 2 §8). */
export const EXPERIMENT_ITEM = 'Experiment';
