/** Where signed-out users go; a fresh load of it runs the light sign-in app (src/main.tsx). */
export const LOGIN_PATH = '/user/login';
