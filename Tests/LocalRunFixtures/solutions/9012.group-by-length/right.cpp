//
// @lc app=leetcode id=9012 lang=cpp
//
// a team-written right solution
//

// @lc code=start
class Solution {
public:
    vector<vector<string>> groupByLength(vector<string>& words) {
        map<size_t, vector<string>> groups;
        for (auto& w : words) groups[w.size()].push_back(w);
        vector<vector<string>> out;
        for (auto& [n, g] : groups) out.push_back(g);
        return out;
    }
};
// @lc code=end
