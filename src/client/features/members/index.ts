export { MemberSearchScreen } from './components/member-search-screen';
