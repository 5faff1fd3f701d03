-- The language the player chose for the app (a BCP 47 tag for India such as hi-IN); NULL until
-- they choose, when the browser's languages decide.
ALTER TABLE players ADD COLUMN language varchar(8) CHECK (language ~ '^[a-z]{2,3}-IN$');
