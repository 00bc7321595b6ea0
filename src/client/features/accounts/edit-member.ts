/** The secretary's screen for a member's details, on its own so only its admin route loads it. */
export { EditMemberDetails } from './components/edit-member-details';
