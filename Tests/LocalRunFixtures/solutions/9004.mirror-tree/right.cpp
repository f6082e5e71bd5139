//
// @lc app=leetcode id=9004 lang=cpp
//
// a team-written right solution
//

// @lc code=start
class Solution {
public:
    TreeNode* mirrorTree(TreeNode* root) {
        if (root) { TreeNode* left = mirrorTree(root->right); root->right = mirrorTree(root->left); root->left = left; }
        return root;
    }
};
// @lc code=end
