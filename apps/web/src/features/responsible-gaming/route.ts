/** The responsible-gaming page: the help centre, the footer, the top bar and the member centre link to it. */
export const RESPONSIBLE_GAMING_PATH = '/responsibleGaming';
