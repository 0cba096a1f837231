// B-16: /sell-my-car and /sell-your-car show what /trade-in shows.
export { metadata, default } from '../trade-in/page';
