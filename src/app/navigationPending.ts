import { createContext, useContext } from 'react';

/** Whether a navigation is under way (AppRouter gives it; false on the server's rendering). */
export const NavigationPending = createContext(false);

/** True while the next page is being drawn (its module may still be loading). */
export const useNavigationPending = () => useContext(NavigationPending);
