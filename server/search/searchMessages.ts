// The French texts of search (issue 41).
export const searchMessages = {
  badPage: "La suite demandée n'existe pas : relancez la recherche",
} as const;
