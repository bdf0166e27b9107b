-- One database per service (run once, when the PostgreSQL volume is first created).
CREATE DATABASE auth;
CREATE DATABASE deals;
CREATE DATABASE roleplay;
CREATE DATABASE billing;
