export { CharityPlayLine } from './charity-play-line';
export { DrawRaised } from './draw-raised';
export { GoodCausesShare } from './good-causes-share';
export { YourContribution } from './your-contribution';
export { isolate, isolatedIqd } from './isolate';
export { CausesLink } from './causes-link';
