-- Quiz results saved by signed-in users (see the "Quiz" section of app/.server/db/schema.ts).
CREATE TABLE saved_quiz_results (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category TEXT NOT NULL,
  answers TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX saved_quiz_results_user_answers_idx ON saved_quiz_results (user_id, category, answers);
CREATE INDEX saved_quiz_results_user_created_idx ON saved_quiz_results (user_id, created_at);
