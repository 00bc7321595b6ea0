// The members' screens. The captains' team screen (./captain) and the administrators' panel (./admin) have entry
// points of their own, so a member's list never loads the pairings builder.
export { CompetitionsScreen } from './components/competitions-screen';
export { AnswerScreen } from './components/answer-screen';
