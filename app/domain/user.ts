/** The signed-in user as pages and API handlers see it (never the password hash). */
export interface SessionUser {
  id: string;
  email: string;
  role: "user" | "admin";
  emailVerified: boolean;
}
