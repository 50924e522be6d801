/**
 * The alert icon's path, apart from Icon's table: ErrorState draws it with SvgIcon, so a bundle
 * whose only icon is ErrorState's (the shell's) leaves the table out.
 */
export const alertPath = 'M12 3l10 18H2L12 3zM12 10v5M12 18h.01';
